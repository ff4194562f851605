import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/term/term-form-words.hi';
import { TermQuoteForm } from '~/features/term/term-quote-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/nri-term-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'NRI टर्म इंश्योरेंस कैलकुलेटर | BimaSetu' },
    { name: 'description', content: 'NRI के लिए भारत में टर्म कवर: अपनी ज़रूरत का कवर जानें और प्लान की तुलना करें।' },
  ]);
}

export default function Screen() {
  return <TermQuoteForm line="nri-term" defaultGender={1} plansPath="/nri-term-insurance-plans" />;
}
