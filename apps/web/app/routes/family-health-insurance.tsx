import { HealthQuoteForm } from '~/features/health/health-quote-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'healthForm');

export const meta = screenMeta({
  hi: [
    { title: 'फ़ैमिली हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'एक ही फ़ैमिली फ़्लोटर प्लान में पूरे परिवार का हेल्थ इंश्योरेंस: प्लान और प्रीमियम की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <HealthQuoteForm line="family-health" plansPath="/family-health-insurance-plan" />;
}
