import '~/words/en';
import { EmployeePlanList } from '~/features/employee/employee-plan-list';

export function meta() {
  return [
    { title: 'Employee Group Health Plans | BimaSetu' },
    {
      name: 'description',
      content: 'Sixteen group health plans: filter by claim ratio and compare up to three.',
    },
  ];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Employee Group Health Plans</h1>
      <EmployeePlanList />
    </main>
  );
}
