import '~/words/en';
import '~/features/term/term-form-words';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export function meta() {
  return [
    { title: 'Term Insurance Calculator | BimaSetu' },
    {
      name: 'description',
      content: 'Find how much life cover you need and compare term plans from leading Indian insurers.',
    },
  ];
}

export default function Screen() {
  return <TermQuoteForm line="term" defaultGender={1} plansPath="/term-insurance-plans" />;
}
