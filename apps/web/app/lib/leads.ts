// Keeping a quote lead: sent to the server only with the visitor's consent, and never in the way of the next screen.
import { apiPaths, type ContactPreference, type LeadLine } from '@bimasetu/contract';
import { apiRequest } from './api-client';

/** What the visitor chose in the consent box under a quote form. */
export interface ConsentValue {
  consent: boolean;
  contactPreference: ContactPreference;
}

export const DEFAULT_CONSENT: ConsentValue = { consent: false, contactPreference: 'Call' };

export interface LeadSubmission {
  line: LeadLine;
  consent: boolean;
  contactPreference: ContactPreference;
  /** The form's own fields, exactly as the line's lead schema parses them. */
  details: object;
}

/**
 * Posts the lead to AddLead when consent is given and answers whether it was sent. The promise never rejects
 * and callers do not wait for it: the form moves on to the plan list whatever happens here.
 */
export function submitLead({ line, consent, contactPreference, details }: LeadSubmission): Promise<boolean> {
  if (!consent) return Promise.resolve(false);
  return apiRequest(apiPaths.addLead, {
    method: 'POST',
    auth: false,
    body: { line, consent: true, contactPreference, details },
  }).then(
    () => true,
    () => false,
  );
}
