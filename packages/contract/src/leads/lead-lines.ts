// The lead lines and the consent wording, zod-free: a quote form's first load imports these, and its schema
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
import { CURRENT_CONSENT } from '../trust.ts';

/** Lines of insurance a lead can come from; the travel booking is a lead of its own kind. */
export const LEAD_LINES = [
  'term',
  'nri-term',
  'women-term',
  'health',
  'family-health',
  'car',
  'two-wheeler',
  'travel',
  'travel-booking',
  'child-savings',
  'employee-health',
  'home',
] as const;
export type LeadLine = (typeof LEAD_LINES)[number];

/** Each line in words, as the tracker names a booking or a call-back request. */
export const LEAD_LINE_NAMES: Record<LeadLine, string> = {
  term: 'Term Insurance',
  'nri-term': 'NRI Term Insurance',
  'women-term': 'Women Term Insurance',
  health: 'Health Insurance',
  'family-health': 'Family Health Insurance',
  car: 'Car Insurance',
  'two-wheeler': 'Two-wheeler Insurance',
  travel: 'Travel Insurance',
  'travel-booking': 'Travel Insurance',
  'child-savings': 'Child Savings Plan',
  'employee-health': 'Employee Group Health',
  home: 'Home Insurance',
};

export const CONTACT_PREFERENCES = ['Call', 'SMS', 'WhatsApp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The box a quote form shows for its call-back: the request purpose's wording of today. */
export const LEAD_CONSENT_TEXT = CURRENT_CONSENT.request.text;
/** The separate, optional box for offers and reminders. */
export const MARKETING_CONSENT_TEXT = CURRENT_CONSENT.marketing.text;
