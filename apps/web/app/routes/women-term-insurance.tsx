import { TermQuoteForm } from '~/features/term/term-quote-form';

export default function Screen() {
  return (
    <TermQuoteForm
      line="women-term"
      title="Term Insurance for Women"
      intro="Women pay lower premiums for the same cover. See plans with offers made for women."
      defaultGender={2}
      plansPath="/women-term-insurance-plans"
    />
  );
}
