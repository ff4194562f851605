import '~/words/hi';
import '~/features/legal/legal-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/terms';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'इस्तेमाल की शर्तें | BimaSetu' },
    {
      name: 'description',
      content:
        'इंश्योरेंस वेब एग्रीगेटर BimaSetu के इस्तेमाल की शर्तें: हम क्या करते हैं और क्या नहीं, क़ीमतें, आपका खाता और आपकी ज़िम्मेदारियाँ।',
    },
  ]);
}

export default function Screen() {
  return <LegalPage page="terms" />;
}
