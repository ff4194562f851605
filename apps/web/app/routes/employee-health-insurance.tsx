import '~/words/en';
import { EmployeeForm } from '~/features/employee/employee-form';

export function meta() {
  return [
    { title: 'Employee Group Health Insurance | BimaSetu' },
    {
      name: 'description',
      content: 'Group health insurance for your team: compare plans from leading insurers.',
    },
  ];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Employee Group Health Insurance</h1>
      <p className="mt-1 mb-5 text-slate-700">
        Cover your team and their families. Tell us about your company.
      </p>
      <EmployeeForm />
    </main>
  );
}
