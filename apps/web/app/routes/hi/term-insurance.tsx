import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/term/term-form-words.hi';
import { TermQuoteForm } from '~/features/term/term-quote-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/term-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'टर्म इंश्योरेंस कैलकुलेटर | BimaSetu' },
    {
      name: 'description',
      content: 'जानें कि आपको कितना लाइफ़ कवर चाहिए और भारतीय बीमा कंपनियों के टर्म प्लान की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <TermQuoteForm line="term" defaultGender={1} plansPath="/term-insurance-plans" />;
}
