import { z } from 'zod';
import { cappedText, EMAIL_MAX_LENGTH, emailPattern } from '../schemas/text.ts';
import { isIndianMobile } from '../constants.ts';
import {
  CHILD_AGE_MAX,
  CHILD_INCOME_RANGES,
  childMessages,
  PARENT_AGE_MAX,
  PARENT_AGE_MIN,
} from './child-words.ts';

export * from './child-words.ts';

// Child savings form (shopping spec §3, §5, §9). Checks the browser form and the `details` of
// POST /api/Insurance/AddLead for the line "child-savings".

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

/**
 * The child lead as an application's quote carries it: only the family the projection reads (parent age, child
 * age, income) is needed; the form's name, mobile, email and city do not change the price, so a family filled in
 * on the list, with none of them, is priced by the server too. Each one sent is still checked by the form's rule.
 */
export const childQuoteSchema = childLeadSchema.partial({
  name: true,
  mobile: true,
  email: true,
  city: true,
});
