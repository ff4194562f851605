import '~/words/en';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeePlanListPage } from '~/features/employee/employee-plan-list';

export default function Screen() {
  return <EmployeePlanListPage />;
}
