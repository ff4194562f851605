import '~/words/hi';
import '~/features/term/term-form-words.hi';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export function meta() {
  return [{ title: 'NRI टर्म इंश्योरेंस कैलकुलेटर | BimaSetu' }];
}

export default function Screen() {
  return <TermQuoteForm line="nri-term" defaultGender={1} plansPath="/nri-term-insurance-plans" />;
}
