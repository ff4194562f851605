import '~/words/en';
import '~/ui/consent-words';
import '~/features/term/term-form-words';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export default function Screen() {
  return <TermQuoteForm line="women-term" defaultGender={2} plansPath="/women-term-insurance-plans" />;
}
