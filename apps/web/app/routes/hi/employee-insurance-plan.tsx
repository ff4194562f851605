import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/employee/employee-words.hi';
import { EmployeePlanListPage } from '~/features/employee/employee-plan-list';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/employee-insurance-plan';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'कर्मचारियों के लिए ग्रुप हेल्थ प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'सोलह ग्रुप हेल्थ प्लान: क्लेम रेशियो से फ़िल्टर करें और तीन तक प्लान की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <EmployeePlanListPage />;
}
