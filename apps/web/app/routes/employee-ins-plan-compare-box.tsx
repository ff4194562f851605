import { EmployeeComparePage } from '~/features/employee/employee-compare-view';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'employee');

export const meta = screenMeta({
  en: [{ title: 'Compare Group Health Plans | BimaSetu' }],
  hi: [{ title: 'ग्रुप हेल्थ प्लान की तुलना | BimaSetu' }],
});

export default function Screen() {
  return <EmployeeComparePage />;
}
