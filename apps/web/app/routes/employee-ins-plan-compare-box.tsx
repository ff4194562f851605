import '~/words/en';
import '~/ui/list-words';
import '~/features/employee/employee-words';
import { EmployeeCompareView } from '~/features/employee/employee-compare-view';

export function meta() {
  return [{ title: 'Compare Group Health Plans | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Compare Plans</h1>
      <EmployeeCompareView />
    </main>
  );
}
