import '~/words/en';
import '~/ui/consent-words';
import '~/features/health/health-form-words';
import { HealthQuoteForm } from '~/features/health/health-quote-form';

export default function Screen() {
  return <HealthQuoteForm line="health" plansPath="/health-insurance-plan" />;
}
