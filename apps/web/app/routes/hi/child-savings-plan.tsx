import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/child-savings/child-words.hi';
import { ChildPlanListPage } from '~/features/child-savings/child-plan-list';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/child-savings-plan';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'चाइल्ड सेविंग्स प्लान | BimaSetu' },
    { name: 'description', content: 'चाइल्ड सेविंग्स प्लान, उनके अनुमानित रिटर्न के साथ।' },
  ]);
}

export default function Screen() {
  return <ChildPlanListPage />;
}
