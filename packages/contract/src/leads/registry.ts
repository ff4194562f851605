import type { z } from 'zod';
import { childLeadSchema } from './child.ts';
import { employeeLeadSchema } from './employee.ts';
import type { LeadLine } from './envelope.ts';
import { healthLeadSchema } from './health.ts';
import { motorLeadSchema } from './motor.ts';
import { termLeadSchema } from './term.ts';
import { travelBookingSchema, travelLeadSchema } from './travel.ts';

/** Each line's lead is checked by the very schema its form uses in the browser. */
export const leadDetailSchemas: Record<LeadLine, z.ZodType> = {
  term: termLeadSchema,
  'nri-term': termLeadSchema,
  'women-term': termLeadSchema,
  health: healthLeadSchema,
  'family-health': healthLeadSchema,
  car: motorLeadSchema,
  'two-wheeler': motorLeadSchema,
  travel: travelLeadSchema,
  'travel-booking': travelBookingSchema,
  'child-savings': childLeadSchema,
  'employee-health': employeeLeadSchema,
};

/** The mobile number a lead can be reached on, wherever its form keeps it. */
export function leadMobile(details: Record<string, unknown>): string {
  const travellers = details.travellers as Array<Record<string, unknown>> | undefined;
  const candidate = details.mobile ?? details.phone ?? details.mobileNumber ?? travellers?.[0]?.mobile;
  return typeof candidate === 'string' ? candidate : '';
}
