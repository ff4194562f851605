import { TermQuoteForm } from '~/features/term/term-quote-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'termForm');

export const meta = screenMeta({
  hi: [
    { title: 'NRI टर्म इंश्योरेंस कैलकुलेटर | BimaSetu' },
    { name: 'description', content: 'NRI के लिए भारत में टर्म कवर: अपनी ज़रूरत का कवर जानें और प्लान की तुलना करें।' },
  ],
});

export default function Screen() {
  return <TermQuoteForm line="nri-term" defaultGender={1} plansPath="/nri-term-insurance-plans" />;
}
