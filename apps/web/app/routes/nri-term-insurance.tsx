import '~/words/en';
import '~/features/term/term-form-words';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export function meta() {
  return [
    { title: 'NRI-Term Insurance Calculator | BimaSetu' },
    {
      name: 'description',
      content: 'Term cover in India for NRIs: compare plans with video medicals and GST-free NRE payments.',
    },
  ];
}

export default function Screen() {
  return <TermQuoteForm line="nri-term" defaultGender={1} plansPath="/nri-term-insurance-plans" />;
}
