import { TermQuoteForm } from '~/features/term/term-quote-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'termForm');

export const meta = screenMeta({
  hi: [
    { title: 'टर्म इंश्योरेंस कैलकुलेटर | BimaSetu' },
    {
      name: 'description',
      content: 'जानें कि आपको कितना लाइफ़ कवर चाहिए और भारतीय बीमा कंपनियों के टर्म प्लान की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <TermQuoteForm line="term" defaultGender={1} plansPath="/term-insurance-plans" />;
}
