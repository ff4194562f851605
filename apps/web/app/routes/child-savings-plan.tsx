import '~/words/en';
import '~/ui/list-words';
import { ChildPlanList } from '~/features/child-savings/child-plan-list';

export default function Screen() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Child Savings Plans</h1>
      <ChildPlanList />
    </main>
  );
}
