import { TermQuoteForm } from '~/features/term/term-quote-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'termForm');

export const meta = screenMeta({
  hi: [
    { title: 'महिलाओं के लिए टर्म इंश्योरेंस | BimaSetu' },
    { name: 'description', content: 'महिलाओं के लिए कम प्रीमियम और खास ऑफ़र वाले टर्म प्लान की तुलना करें।' },
  ],
});

export default function Screen() {
  return <TermQuoteForm line="women-term" defaultGender={2} plansPath="/women-term-insurance-plans" />;
}
