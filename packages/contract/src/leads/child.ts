import { z } from 'zod';
import { cappedText, EMAIL_MAX_LENGTH, emailPattern } from '../schemas/text.ts';
import { isIndianMobile } from '../constants.ts';

// Child savings form (shopping spec §3, §5, §9). Checks the browser form and the `details` of
// POST /api/Insurance/AddLead for the line "child-savings".

export const CHILD_INCOME_RANGES = [
  'Below ₹3 Lakhs',
  '₹3 - ₹5 Lakhs',
  '₹5 - ₹10 Lakhs',
  '₹10 - ₹20 Lakhs',
  'Above ₹20 Lakhs',
] as const;
export const PARENT_AGE_MIN = 18;
export const PARENT_AGE_MAX = 65;
export const CHILD_AGE_MAX = 17;
export const CHILD_FEATURE_CHIPS = [
  'Triple Benefit',
  'Instant Tax Receipt',
  'Inbuilt Life Cover',
  'Save Tax Upto ₹6.96 Lac',
] as const;

export const childMessages = {
  required: 'This field is required.',
  /** The original had no format checks; a stored lead needs a reachable number (docs/spec-deviations.md). */
  mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid email address.',
} as const;

const required = z.string().trim().min(1, childMessages.required);
const ageBetween = (min: number, max: number) =>
  required.refine(
    (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= min && Number(v) <= max),
    childMessages.required,
  );

export const childLeadSchema = z.object({
  name: cappedText(50).min(1, childMessages.required),
  mobile: required.refine((v) => v === '' || isIndianMobile(v), childMessages.mobile),
  email: cappedText(EMAIL_MAX_LENGTH)
    .min(1, childMessages.required)
    .refine((v) => v === '' || emailPattern.test(v), childMessages.email),
  city: cappedText(60).min(1, childMessages.required),
  parentAge: ageBetween(PARENT_AGE_MIN, PARENT_AGE_MAX),
  childAge: ageBetween(0, CHILD_AGE_MAX),
  income: z
    .string()
    .refine((v) => (CHILD_INCOME_RANGES as readonly string[]).includes(v), childMessages.required),
});
export type ChildLead = z.input<typeof childLeadSchema>;
