// Keeping a quote lead: sent to the server only with the visitor's own choice, and never in the way of the next
// screen. Each purpose is its own choice: a call-back about this quote, and offers and reminders.
import type { ContactPreference, LeadLine } from '@bimasetu/contract';

/** What the visitor chose in the consent boxes under a quote form (both unticked until they tick them). */
export interface ConsentValue {
  /** A call-back about this quote: the request itself. */
  consent: boolean;
  /** Offers and reminders by SMS, WhatsApp or call: separate and optional. */
  marketing: boolean;
  contactPreference: ContactPreference;
}

export const DEFAULT_CONSENT: ConsentValue = { consent: false, marketing: false, contactPreference: 'Call' };

/** Whether any choice needs the visitor's mobile number (and so a message to the server). */
export function wantsContact(value: ConsentValue): boolean {
  return value.consent || value.marketing;
}

export interface LeadSubmission extends ConsentValue {
  line: LeadLine;
  /** The form's own fields, exactly as the line's lead schema parses them. */
  details: object;
}

/** The page a consent was given on, kept with its record. */
export function currentScreen(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.pathname.slice(0, 100);
}

/**
 * Posts the lead to AddLead when the visitor ticked either box and answers whether it was sent. The promise
 * never rejects and callers do not wait for it: the form moves on to the plan list whatever happens here.
 */
export function submitLead({
  line,
  consent,
  marketing,
  contactPreference,
  details,
}: LeadSubmission): Promise<boolean> {
  if (!consent && !marketing) return Promise.resolve(false);
  // the stored token goes with it: a lead for the customer's own number is tracked, and only then can offers and
  // reminders be recorded (the server takes a lead without one, or with an expired one, as anyone's)
  const body = { line, consent, marketing, contactPreference, screen: currentScreen(), details };
  return import('./lead-post')
    .then(({ postLead }) => postLead(body))
    .then(
      () => true,
      () => false,
    );
}
