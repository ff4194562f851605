// The small notice a visitor sees over the plan list when their call-back request (a quote lead) did not reach us:
// the list never waits for the lead (use-lead-submit.ts), so this is the only word they get of it. Loaded only
// when a lead fails. The quote form that sent the lead has moved on to the list by then, so the notice lives in
// its own little root at the foot of the window, in the page's language; "Try again" sends the same request again.
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { submitLead, type LeadSubmission } from '~/lib/leads';
import { localeOfPath } from '~/lib/locale-paths';
import { LocaleContext, useWords } from '~/lib/words';
import { Button } from './button';
import { Notice } from './notice';

/** How long the thank-you stays after a resend lands. */
const SENT_SHOWN_MS = 5000;

let root: Root | undefined;
let shown = 0;

export function LeadFailedNotice({
  submission,
  onClose,
}: {
  submission: LeadSubmission;
  onClose: () => void;
}) {
  const [state, setState] = useState<'failed' | 'sending' | 'sent'>('failed');
  const w = useWords('ui');
  const resend = () => {
    setState('sending');
    void submitLead(submission).then((sent) => {
      setState(sent ? 'sent' : 'failed');
      if (sent) setTimeout(onClose, SENT_SHOWN_MS);
    });
  };
  return (
    <Notice tone={state === 'sent' ? 'success' : 'info'} className="shadow-lg">
      <p>{state === 'sent' ? w.leadSent : w.leadFailed}</p>
      <div className="mt-2 flex gap-2">
        {state !== 'sent' && (
          <Button
            size="sm"
            disabled={state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            onClick={resend}
          >
            {state === 'sending' ? w.leadSending : w.leadTryAgain}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {w.leadClose}
        </Button>
      </div>
    </Notice>
  );
}

/** Shows the notice for `submission` (one at a time: a later failure replaces an earlier one). */
export function showLeadFailed(submission: LeadSubmission): void {
  if (!root) {
    const host = document.createElement('div');
    host.className = 'fixed inset-x-0 bottom-4 z-50 mx-auto w-full max-w-md px-4';
    document.body.appendChild(host);
    root = createRoot(host);
  }
  shown += 1;
  const close = () => root?.render(null);
  root.render(
    <LocaleContext.Provider value={localeOfPath(window.location.pathname)}>
      <LeadFailedNotice key={shown} submission={submission} onClose={close} />
    </LocaleContext.Provider>,
  );
}
