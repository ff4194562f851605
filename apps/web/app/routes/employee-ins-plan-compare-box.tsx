import '~/words/en';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeeComparePage } from '~/features/employee/employee-compare-view';

export function meta() {
  return [{ title: 'Compare Group Health Plans | BimaSetu' }];
}

export default function Screen() {
  return <EmployeeComparePage />;
}
