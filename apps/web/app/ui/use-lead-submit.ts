// The consent-then-keep step every quote form ends with, written once: the consent box's value, and a keep()
// that remembers what was typed for the application form (lib/quote-handover.ts) and posts the lead only when
// the visitor agreed, never waited for. A call-back request that does not reach us (a 503, no network) is told
// over the plan list, with a way to send it again (ui/lead-failed-notice.ts).
import type { LeadLine } from '@bimasetu/contract';
import { useState } from 'react';
import { DEFAULT_CONSENT, submitLead, type ConsentValue } from '~/lib/leads';
import { rememberQuote } from '~/lib/quote-handover';

export function useLeadSubmit(line: LeadLine) {
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);
  const keep = (details: object) => {
    rememberQuote(line, details);
    const submission = { line, ...consent, details };
    void submitLead(submission).then((sent) => {
      if (!sent && submission.consent) {
        void import('./lead-failed-notice')
          .then(({ showLeadFailed }) => showLeadFailed(submission))
          .catch(() => undefined); // the plans are on screen all the same
      }
    });
  };
  /** Remembers what was typed for the application form only; nothing is sent. */
  const remember = (details: object) => rememberQuote(line, details);
  return { consent, setConsent, keep, remember };
}
