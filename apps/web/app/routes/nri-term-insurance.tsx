import { TermQuoteForm } from '~/features/term/term-quote-form';

export default function Screen() {
  return (
    <TermQuoteForm
      line="nri-term"
      title="NRI-Term Insurance Calculator"
      intro="Living abroad? Protect your family in India with a term plan you can buy and pay for from overseas."
      defaultGender={1}
      plansPath="/nri-term-insurance-plans"
    />
  );
}
