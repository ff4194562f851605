import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/term/term-form-words.hi';
import { TermQuoteForm } from '~/features/term/term-quote-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/women-term-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'महिलाओं के लिए टर्म इंश्योरेंस | BimaSetu' },
    { name: 'description', content: 'महिलाओं के लिए कम प्रीमियम और खास ऑफ़र वाले टर्म प्लान की तुलना करें।' },
  ]);
}

export default function Screen() {
  return <TermQuoteForm line="women-term" defaultGender={2} plansPath="/women-term-insurance-plans" />;
}
