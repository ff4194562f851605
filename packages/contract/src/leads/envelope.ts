import { z } from 'zod';
import { CURRENT_CONSENT } from '../trust.ts';
import { cappedText } from '../schemas/text.ts';

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
};

export const CONTACT_PREFERENCES = ['Call', 'SMS', 'WhatsApp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The box a quote form shows for its call-back: the request purpose's wording of today. */
export const LEAD_CONSENT_TEXT = CURRENT_CONSENT.request.text;
/** The separate, optional box for offers and reminders. */
export const MARKETING_CONSENT_TEXT = CURRENT_CONSENT.marketing.text;

/**
 * The envelope of POST /api/Insurance/AddLead; details are checked by the schema of the line's own form.
 * `consent` is the call-back the visitor asked for (the request purpose): a quote lead is kept only with it,
 * while a travel booking is itself the request and needs no further agreement. `marketing` is the separate,
 * optional agreement to offers and reminders. `screen` is the page the choice was made on, for the record.
 */
export const addLeadEnvelope = z.object({
  line: z.enum(LEAD_LINES, { error: `must be one of: ${LEAD_LINES.join(', ')}` }),
  consent: z.boolean({ error: 'must be true or false' }),
  marketing: z.boolean({ error: 'must be true or false' }).default(false),
  contactPreference: z.enum(CONTACT_PREFERENCES, {
    error: `must be one of: ${CONTACT_PREFERENCES.join(', ')}`,
  }),
  screen: cappedText(100).optional(),
  details: z.record(z.string(), z.unknown()),
});
export type AddLeadEnvelope = z.infer<typeof addLeadEnvelope>;

export const addLeadResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  /** Absent when only the offers-and-reminders choice was kept (no call-back asked for). */
  result: z.object({ id: z.number().int(), reference: z.string() }).optional(),
});
export type AddLeadResponse = z.infer<typeof addLeadResponse>;
