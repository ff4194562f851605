// Words about trust that the server and the web app must say alike: who receives a visitor's details, and the
// versioned texts of every consent a visitor can give. Zod-free, so a public page imports them cheaply.

/**
 * The one true sentence about who receives a visitor's details: the footer, the FAQ answer (migration 006) and
 * the Privacy Policy all say exactly this.
 */
export const DATA_RECIPIENTS_SENTENCE =
  'Your details are seen only by BimaSetu’s own advisers, who use them for what you asked us to do, and by the one insurer whose plan you apply for or book when you go ahead; we never sell them or pass them to anyone else.';

/** What a visitor can agree to, each on its own: this request, and offers and reminders. */
export const CONSENT_PURPOSES = ['request', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentText {
  version: string;
  text: string;
}

/**
 * Every consent text ever shown, by version. A record keeps the version, so what a visitor agreed to stays
 * readable after the wording changes: a new wording is a new version added here, never an edit of an old one.
 */
export const CONSENT_TEXT_VERSIONS: Record<string, { purpose: ConsentPurpose; text: string }> = {
  'request-2025-01': {
    purpose: 'request',
    text: 'I agree to be contacted by BimaSetu about this quote by SMS, WhatsApp or call',
  },
  'request-2026-11': {
    purpose: 'request',
    text: 'Call me back about this quote. BimaSetu’s adviser may contact me about this request only, the way I prefer below.',
  },
  'marketing-2026-11': {
    purpose: 'marketing',
    text: 'Send me offers and renewal reminders from BimaSetu by SMS, WhatsApp or call. Optional, and I can withdraw it any time under My data and privacy.',
  },
};

/** The wording shown today for each purpose. */
export const CURRENT_CONSENT: Record<ConsentPurpose, ConsentText> = {
  request: { version: 'request-2026-11', text: CONSENT_TEXT_VERSIONS['request-2026-11']!.text },
  marketing: { version: 'marketing-2026-11', text: CONSENT_TEXT_VERSIONS['marketing-2026-11']!.text },
};

/** The text of a recorded version ('' for one this build does not know). */
export function consentTextOf(version: string): string {
  return CONSENT_TEXT_VERSIONS[version]?.text ?? '';
}

/** How long a lead that never became a request is kept, unless the deployment says otherwise. */
export const DEFAULT_LEAD_RETENTION_DAYS = 180;
/** The audit log is kept at least this long; the configuration refuses less. */
export const MIN_AUDIT_RETENTION_DAYS = 365;
