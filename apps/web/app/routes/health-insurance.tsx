import { HealthQuoteForm } from '~/features/health/health-quote-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'healthForm');

export const meta = screenMeta({
  hi: [
    { title: 'हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपने पास के कैशलेस अस्पतालों वाले हेल्थ प्लान की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <HealthQuoteForm line="health" plansPath="/health-insurance-plan" />;
}
