import '~/words/en';
import '~/features/term/term-form-words';
import { TermQuoteForm } from '~/features/term/term-quote-form';

export function meta() {
  return [
    { title: 'Term Insurance for Women | BimaSetu' },
    {
      name: 'description',
      content: 'Term plans for women with lower premiums and women-only offers from leading insurers.',
    },
  ];
}

export default function Screen() {
  return <TermQuoteForm line="women-term" defaultGender={2} plansPath="/women-term-insurance-plans" />;
}
