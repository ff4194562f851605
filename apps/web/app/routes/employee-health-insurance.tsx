import '~/words/en';
import '~/ui/consent-words';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeeFormPage } from '~/features/employee/employee-form';

export default function Screen() {
  return <EmployeeFormPage />;
}
