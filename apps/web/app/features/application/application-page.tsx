// The application's page (/dashboard, /hi/dashboard): its heading and the form.
import { useLocation } from 'react-router';
import { useWords } from '~/lib/words';
import { ApplicationForm } from './application-form';

export function ApplicationPage() {
  const words = useWords('application');
  // a new visit ("Start another application", another plan) starts a new form
  const { key } = useLocation();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{words.pageTitle}</h1>
      <p className="mt-1 mb-5 text-slate-700">{words.pageIntro}</p>
      <ApplicationForm key={key} />
    </main>
  );
}
