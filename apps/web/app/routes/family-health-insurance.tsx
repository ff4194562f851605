import '~/words/en';
import { HealthQuoteForm } from '~/features/health/health-quote-form';

export default function Screen() {
  return (
    <HealthQuoteForm
      line="family-health"
      title="Family Health Insurance"
      intro="Cover your whole family under one plan. Choose the members and their ages to see family floater plans."
      submitLabel="View Calculated Coverage Plans"
      plansPath="/family-health-insurance-plan"
    />
  );
}
