import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/health/health-form-words.hi';
import { HealthQuoteForm } from '~/features/health/health-quote-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/family-health-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'फ़ैमिली हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'एक ही फ़ैमिली फ़्लोटर प्लान में पूरे परिवार का हेल्थ इंश्योरेंस: प्लान और प्रीमियम की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <HealthQuoteForm line="family-health" plansPath="/family-health-insurance-plan" />;
}
