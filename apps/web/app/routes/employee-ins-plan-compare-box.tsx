import '~/words/en';
import '~/features/employee/employee-words';
import { EmployeeComparePage } from '~/features/employee/employee-compare-view';

export function meta() {
  return [{ title: 'Compare Group Health Plans | BimaSetu' }];
}

export default function Screen() {
  return <EmployeeComparePage />;
}
