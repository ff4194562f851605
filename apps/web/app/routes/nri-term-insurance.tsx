import '~/words/en';
import '~/ui/consent-words';
import '~/features/term/term-form-words';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export default function Screen() {
  return <TermQuoteForm line="nri-term" defaultGender={1} plansPath="/nri-term-insurance-plans" />;
}
