import { z } from 'zod';
import { AADHAAR_LENGTH, NOMINEE_RELATIONS, PAN_PATTERN } from '../constants.ts';
import { isPersonName } from '../typed-input.ts';
import { mobileSchema, optionalChoice, optionalPastDateSchema } from './common.ts';
import { idSchema, optionalEmail } from './text.ts';

const personName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => v === '' || isPersonName(v), 'must contain only letters and spaces');

/** Aadhaar: 12 digits, or the masked form the server hands out (sending it back keeps the stored number). */
export const AADHAAR_MASKED_PATTERN = /^X{8}\d{4}$/;
export const aadhaarInputSchema = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || new RegExp(`^\\d{${AADHAAR_LENGTH}}$`).test(v) || AADHAAR_MASKED_PATTERN.test(v),
    'must be exactly 12 digits',
  )
  .optional();

/** PAN as typed: upper-cased, empty or 5 letters, 4 digits and 1 letter. */
export const panInputSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(
    (v) => v === '' || PAN_PATTERN.test(v),
    'must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)',
  )
  .optional();

export const profileRead = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  email: z.string(),
  aadharno: z.string(),
  pancard: z.string(),
  nomineeName: z.string(),
  nomineeRelation: z.string(),
  nomineeDob: z.string(),
});
export type ProfileRead = z.infer<typeof profileRead>;

/** The payload as saved: note the lower-case firstname and lastname (account spec §3). */
export const profileSave = z.object({
  id: idSchema.optional().nullable(),
  firstname: personName(50).refine((v) => v !== '', 'is required'),
  lastname: personName(50).optional(),
  mobile: mobileSchema,
  email: optionalEmail(100),
  aadharno: aadhaarInputSchema,
  pancard: panInputSchema,
  nomineeName: personName(50).optional(),
  nomineeRelation: optionalChoice(NOMINEE_RELATIONS),
  nomineeDob: optionalPastDateSchema,
});
export type ProfileSave = z.input<typeof profileSave>;

export const getUserProfileQuery = z.object({ mobile: mobileSchema });
