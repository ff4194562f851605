// The consent-then-keep step every quote form ends with, written once: the consent box's value, and a keep()
// that posts the lead only when the visitor agreed and is never waited for.
import type { LeadLine } from '@bimasetu/contract';
import { useState } from 'react';
import { DEFAULT_CONSENT, submitLead, type ConsentValue } from './leads';

export function useLeadSubmit(line: LeadLine) {
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);
  const keep = (details: object) => {
    void submitLead({ line, ...consent, details });
  };
  return { consent, setConsent, keep };
}
