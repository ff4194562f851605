import '~/words/en';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeeFormPage } from '~/features/employee/employee-form';

export function meta() {
  return [
    { title: 'Employee Group Health Insurance | BimaSetu' },
    {
      name: 'description',
      content: 'Group health insurance for your team: compare plans from leading insurers.',
    },
  ];
}

export default function Screen() {
  return <EmployeeFormPage />;
}
