import '~/words/en';
import '~/ui/list-words';
import '~/features/child-savings/child-words';
import { ChildPlanListPage } from '~/features/child-savings/child-plan-list';

export default function Screen() {
  return <ChildPlanListPage />;
}
