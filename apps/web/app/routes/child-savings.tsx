import { ChildFormPage } from '~/features/child-savings/child-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'lists', 'childForm');

export const meta = screenMeta({
  hi: [
    { title: 'चाइल्ड सेविंग्स प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'अपने बच्चे के भविष्य की योजना बनाएँ: प्रमुख बीमा कंपनियों के चाइल्ड सेविंग्स प्लान की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <ChildFormPage />;
}
