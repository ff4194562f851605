import '~/words/en';
import '~/ui/list-words';
import { ChildForm } from '~/features/child-savings/child-form';

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
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Child Savings Plan</h1>
      <p className="mt-1 mb-5 text-slate-700">
        Secure your child&apos;s education and dreams. Tell us a little about your family.
      </p>
      <ChildForm />
    </main>
  );
}
