import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/employee/employee-words.hi';
import { EmployeeComparePage } from '~/features/employee/employee-compare-view';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/employee-ins-plan-compare-box';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [{ title: 'ग्रुप हेल्थ प्लान की तुलना | BimaSetu' }]);
}

export default function Screen() {
  return <EmployeeComparePage />;
}
