import { z } from 'zod';
import { CONTACT_PREFERENCES, LEAD_LINES } from './lead-lines.ts';
import { cappedText } from '../schemas/text.ts';

export * from './lead-lines.ts';

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
