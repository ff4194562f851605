// A request's timeline, oldest first: each step with its date and time in India time. Shared by the customer's
// request detail and the advisers' console; the words come from the screen that uses it.
import { formatDateTime } from '~/lib/format';

export interface TimelineStep {
  key: string;
  at: string;
  title: string;
  body?: string;
}

export function RequestTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="relative flex flex-col gap-4 border-l-2 border-brand-100 pl-5">
      {steps.map((step) => (
        <li key={step.key} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-brand-700"
          />
          <p className="text-sm text-slate-600">
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </p>
          <p className="font-semibold text-slate-900">{step.title}</p>
          {step.body ? <p className="whitespace-pre-line text-slate-800">{step.body}</p> : null}
        </li>
      ))}
    </ol>
  );
}
