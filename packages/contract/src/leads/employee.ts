import { z } from 'zod';
import { cappedText } from '../schemas/text.ts';
import { INDIAN_MOBILE_PATTERN } from '../constants.ts';
import { LEAD_CITY_LIST } from './cities.ts';

export { LEAD_CITY_LIST } from './cities.ts';

// Employee group health form (shopping spec §3, §5). Checks the browser form and the `details` of
// POST /api/Insurance/AddLead for the line "employee-health".

export const EMPLOYEE_INSURE_OPTIONS = ['Employees only', 'Employees and their families'] as const;
export const EMPLOYEE_BUYING_STATUSES = ['Buying for the first time', 'Renewing an existing policy'] as const;
export const EMPLOYEE_MAX_HEADCOUNT = 1_000_000;
export const EMPLOYEE_COMPARE_LIMIT = 3;
/** The compare bar appears once this many plans are selected. */
export const EMPLOYEE_COMPARE_BAR_AT = 2;
export const EMPLOYEE_CLAIM_RATIO_THRESHOLDS = [95, 97] as const;

export const employeeMessages = {
  mobile: 'Enter a valid 10-digit mobile number',
  insureOption: 'Please select whom you want to insure',
  totalEmployees: 'Enter a valid number of employees',
  isFirstTime: 'Please select your insurance buying status',
  companyName: 'Enter your company name',
  city: 'Select a valid city from the list',
  noCity: 'No city found',
  compareLimit: 'You can only compare up to 3 plans.',
  compareEmpty: 'No plans selected for comparison.',
} as const;

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
