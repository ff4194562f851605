import '~/words/en';
import '~/ui/list-words';
import '~/features/child-savings/child-form-words';
import { ChildFormPage } from '~/features/child-savings/child-form';

export function meta() {
  return [
    { title: 'Child Savings Plans | BimaSetu' },
    {
      name: 'description',
      content: "Plan your child's future: compare child savings plans from leading insurers.",
    },
  ];
}

export default function Screen() {
  return <ChildFormPage />;
}
