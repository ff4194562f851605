import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/ui/list-words.hi';
import '~/features/child-savings/child-form-words.hi';
import { ChildFormPage } from '~/features/child-savings/child-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/child-savings';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'चाइल्ड सेविंग्स प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'अपने बच्चे के भविष्य की योजना बनाएँ: प्रमुख बीमा कंपनियों के चाइल्ड सेविंग्स प्लान की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <ChildFormPage />;
}
