import '~/words/en';
import { HealthQuoteForm } from '~/features/health/health-quote-form';

export function meta() {
  return [
    { title: 'Health Insurance | BimaSetu' },
    {
      name: 'description',
      content:
        'Compare health insurance plans with cashless hospitals near you from leading Indian insurers.',
    },
  ];
}

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
