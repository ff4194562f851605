import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/health/health-form-words.hi';
import { HealthQuoteForm } from '~/features/health/health-quote-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/health-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपने पास के कैशलेस अस्पतालों वाले हेल्थ प्लान की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <HealthQuoteForm line="health" plansPath="/health-insurance-plan" />;
}
