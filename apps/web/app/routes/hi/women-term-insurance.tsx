import '~/words/hi';
import '~/features/term/term-form-words.hi';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export function meta() {
  return [{ title: 'महिलाओं के लिए टर्म इंश्योरेंस | BimaSetu' }];
}

export default function Screen() {
  return <TermQuoteForm line="women-term" defaultGender={2} plansPath="/women-term-insurance-plans" />;
}
