import { EmployeePlanListPage } from '~/features/employee/employee-plan-list';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'employee');

export const meta = screenMeta({
  hi: [
    { title: 'कर्मचारियों के लिए ग्रुप हेल्थ प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'सोलह ग्रुप हेल्थ प्लान: क्लेम रेशियो से फ़िल्टर करें और तीन तक प्लान की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <EmployeePlanListPage />;
}
