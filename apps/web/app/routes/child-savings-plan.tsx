import { ChildPlanListPage } from '~/features/child-savings/child-plan-list';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'childList');

export const meta = screenMeta({
  hi: [
    { title: 'चाइल्ड सेविंग्स प्लान | BimaSetu' },
    { name: 'description', content: 'चाइल्ड सेविंग्स प्लान, उनके अनुमानित रिटर्न के साथ।' },
  ],
});

export default function Screen() {
  return <ChildPlanListPage />;
}
