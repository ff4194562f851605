// The small notice a visitor sees over the plan list when their call-back request (a quote lead) did not reach us:
// the list never waits for the lead (use-lead-submit.ts), so this is the only word they get of it. Loaded only
// when a lead fails, and shown in its own little root at the foot of the window, over whichever list the form
// moved on to; "Try again" sends the same request again. Its own markup in ui/notice's and ui/button's looks
// (lib/ does not import ui/).
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { submitLead, type LeadSubmission } from './leads';
import { localeOfPath, type Locale } from './locale-paths';

export const leadFailedWords: Record<
  Locale,
  { failed: string; tryAgain: string; sending: string; sent: string; close: string }
> = {
  en: {
    failed: 'Sorry, your call-back request did not reach us. Your plans are below all the same.',
    tryAgain: 'Try again',
    sending: 'Sending…',
    sent: 'Thank you: your call-back request has reached us.',
    close: 'Close',
  },
  hi: {
    failed: 'माफ़ कीजिए, कॉल-बैक का आपका अनुरोध हम तक नहीं पहुँचा। आपके प्लान नीचे फिर भी दिख रहे हैं।',
    tryAgain: 'फिर से कोशिश करें',
    sending: 'भेजा जा रहा है…',
    sent: 'धन्यवाद: कॉल-बैक का आपका अनुरोध हम तक पहुँच गया है।',
    close: 'बंद करें',
  },
};

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
  const w = leadFailedWords[localeOfPath(window.location.pathname)];
  const resend = () => {
    setState('sending');
    void submitLead(submission).then((sent) => {
      setState(sent ? 'sent' : 'failed');
      if (sent) setTimeout(onClose, SENT_SHOWN_MS);
    });
  };
  const button =
    'inline-flex min-h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
  return (
    <div
      role="status"
      className={`rounded-lg border-l-4 px-3 py-2 text-sm shadow-lg ${
        state === 'sent'
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-brand-700 bg-brand-50 text-brand-900'
      }`}
    >
      <p>{state === 'sent' ? w.sent : w.failed}</p>
      <div className="mt-2 flex gap-2">
        {state !== 'sent' && (
          <button
            type="button"
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            disabled={state === 'sending'}
            aria-busy={state === 'sending' || undefined}
            onClick={resend}
          >
            {state === 'sending' ? w.sending : w.tryAgain}
          </button>
        )}
        <button type="button" className={`${button} text-brand-800 hover:bg-brand-100`} onClick={onClose}>
          {w.close}
        </button>
      </div>
    </div>
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
  root.render(<LeadFailedNotice key={shown} submission={submission} onClose={close} />);
}
