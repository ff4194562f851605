import '~/words/en';
import { useLocation } from 'react-router';
import { ApplicationForm } from '~/features/application/application-form';

export function meta() {
  return [
    { title: 'Best Policy Suggestions | BimaSetu' },
    { name: 'description', content: 'Apply once and get the best policy suggestions from our advisers.' },
  ];
}

export default function Screen() {
  // a new visit ("Start another application", another plan) starts a new form
  const { key } = useLocation();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Best Policy Suggestions</h1>
      <p className="mt-1 mb-5 text-slate-700">
        Tell us about yourself and the cover you need. An adviser will suggest the best policies for you.
      </p>
      <ApplicationForm key={key} />
    </main>
  );
}
