// The lead lines (every line folder's names, lines/line-names.ts) and the consent wording, zod-free: a quote form's
// first load imports these, and its schema (with zod) only when the form is first used
// (apps/web/app/lib/use-schema-form.ts).
import { CURRENT_CONSENT } from '../trust.ts';

/** The lines of insurance a lead can come from, their type and their names: each line folder's (lines/line-names.ts). */
export { LEAD_LINES, LEAD_LINE_NAMES, type LeadLine } from '../lines/line-names.ts';

export const CONTACT_PREFERENCES = ['Call', 'SMS', 'WhatsApp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The box a quote form shows for its call-back: the request purpose's wording of today. */
export const LEAD_CONSENT_TEXT = CURRENT_CONSENT.request.text;
/** The separate, optional box for offers and reminders. */
export const MARKETING_CONSENT_TEXT = CURRENT_CONSENT.marketing.text;
