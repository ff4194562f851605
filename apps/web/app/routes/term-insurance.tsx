import { TermQuoteForm } from '~/features/term/term-quote-form';

export default function Screen() {
  return (
    <TermQuoteForm
      line="term"
      title="Term Insurance Calculator"
      intro="Tell us a little about yourself to see term plans and premiums from leading insurers."
      defaultGender={1}
      plansPath="/term-insurance-plans"
    />
  );
}
