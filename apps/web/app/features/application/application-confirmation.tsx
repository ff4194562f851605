// After a successful submit: the spec's success message, the reference (the request number until the server
// sends one), what happens next and by when, and the way to the tracker. Replaces the form, on purpose.
import { applicationMessages } from '@bimasetu/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { localHref } from '~/lib/locale-paths';
import { sayIn, useLocale, useWords } from '~/lib/words';

export interface Confirmed {
  /** The reference (BS-…) when the server gives one, else the request's number. */
  reference: string;
  isReference: boolean;
  planName: string | null;
}

export function ApplicationConfirmation({ confirmed }: { confirmed: Confirmed }) {
  const words = useWords('application');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="application-confirmed"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="application-confirmed" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {words.confirmedTitle}
      </h2>
      <Notice tone="success">{sayIn(words.messages)(applicationMessages.success)}</Notice>
      <p className="text-slate-800">
        {confirmed.isReference ? words.referenceIs : words.requestIdIs}:{' '}
        <strong className="text-lg" data-testid="application-reference">
          {confirmed.reference}
        </strong>
        {confirmed.planName ? (
          <span className="block text-sm text-slate-700">{confirmed.planName}</span>
        ) : null}
      </p>
      <div>
        <h3 className="font-semibold text-slate-900">{words.whatNext}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
          {words.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="text-slate-800">
        {words.trackIt}
        <Link to={localHref(locale, '/knowmyrequest')} className="font-semibold text-brand-800 underline">
          {words.tracker}
        </Link>
        .
      </p>
      <Link to={localHref(locale, '/dashboard')} className={buttonClass('secondary', 'md', 'self-start')}>
        {words.another}
      </Link>
    </section>
  );
}
