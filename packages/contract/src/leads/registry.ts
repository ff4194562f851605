import type { z } from 'zod';
import { LINES } from '../lines/registry.ts';
import { LEAD_LINES, type LeadLine } from './lead-lines.ts';

/** Each line's lead is checked by the very schema its form uses in the browser (its entry in LINES). */
export const leadDetailSchemas = Object.fromEntries(
  LEAD_LINES.map((line) => [line, LINES[line].leadSchema]),
) as Record<LeadLine, z.ZodType>;

/** Each line's details as an application's quote carries them: its lead schema, less what its price never reads. */
export const quoteDetailSchemas = Object.fromEntries(
  LEAD_LINES.map((line) => [line, LINES[line].quoteSchema]),
) as Record<LeadLine, z.ZodType>;

/** The mobile number a lead can be reached on, wherever its form keeps it. */
export function leadMobile(details: Record<string, unknown>): string {
  const travellers = details.travellers as Array<Record<string, unknown>> | undefined;
  const candidate = details.mobile ?? details.phone ?? details.mobileNumber ?? travellers?.[0]?.mobile;
  return typeof candidate === 'string' ? candidate : '';
}
