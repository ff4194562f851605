import { z } from 'zod';

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

export const LEAD_CONSENT_TEXT =
  'I agree to be contacted by BimaSetu about this quote by SMS, WhatsApp or call';

/** The envelope of POST /api/Insurance/AddLead; details are checked by the schema of the line's own form. */
export const addLeadEnvelope = z.object({
  line: z.enum(LEAD_LINES, { error: `must be one of: ${LEAD_LINES.join(', ')}` }),
  consent: z.literal(true, { error: 'must be given before we can keep your details' }),
  contactPreference: z.enum(CONTACT_PREFERENCES, {
    error: `must be one of: ${CONTACT_PREFERENCES.join(', ')}`,
  }),
  details: z.record(z.string(), z.unknown()),
});
export type AddLeadEnvelope = z.infer<typeof addLeadEnvelope>;

export const addLeadResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  result: z.object({ id: z.number().int(), reference: z.string() }).optional(),
});
export type AddLeadResponse = z.infer<typeof addLeadResponse>;
