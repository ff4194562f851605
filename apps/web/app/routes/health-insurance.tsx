import '~/words/en';
import { HealthQuoteForm } from '~/features/health/health-quote-form';

export default function Screen() {
  return (
    <HealthQuoteForm
      line="health"
      title="Health Insurance"
      intro="Tell us who to cover and where you live to compare health plans and premiums."
      submitLabel="View Plans"
      plansPath="/health-insurance-plan"
    />
  );
}
