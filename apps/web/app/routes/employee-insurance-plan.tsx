import '~/words/en';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeePlanListPage } from '~/features/employee/employee-plan-list';

export function meta() {
  return [
    { title: 'Employee Group Health Plans | BimaSetu' },
    {
      name: 'description',
      content: 'Sixteen group health plans: filter by claim ratio and compare up to three.',
    },
  ];
}

export default function Screen() {
  return <EmployeePlanListPage />;
}
