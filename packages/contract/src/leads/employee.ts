import { z } from 'zod';
import { cappedText } from '../schemas/text.ts';
import { INDIAN_MOBILE_PATTERN } from '../constants.ts';
import { LEAD_CITY_LIST } from './cities.ts';
import {
  EMPLOYEE_BUYING_STATUSES,
  EMPLOYEE_INSURE_OPTIONS,
  EMPLOYEE_MAX_HEADCOUNT,
  employeeMessages,
} from './employee-words.ts';

export { LEAD_CITY_LIST } from './cities.ts';
export * from './employee-words.ts';

// Employee group health form (shopping spec §3, §5). Checks the browser form and the `details` of
// POST /api/Insurance/AddLead for the line "employee-health".

export const employeeLeadSchema = z.object({
  mobile: z.string().regex(INDIAN_MOBILE_PATTERN, employeeMessages.mobile),
  insureOption: z.enum(EMPLOYEE_INSURE_OPTIONS, { error: employeeMessages.insureOption }),
  totalEmployees: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) <= EMPLOYEE_MAX_HEADCOUNT,
      employeeMessages.totalEmployees,
    ),
  isFirstTime: z.enum(EMPLOYEE_BUYING_STATUSES, { error: employeeMessages.isFirstTime }),
  companyName: cappedText(100).min(1, employeeMessages.companyName),
  city: z.string().refine((v) => (LEAD_CITY_LIST as readonly string[]).includes(v), employeeMessages.city),
});
export type EmployeeLead = z.input<typeof employeeLeadSchema>;
