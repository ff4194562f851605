// Sign up's checks, as a schema for the one form hook: the contract's own mobile and email rules, worded as the
// login screen words them.
import { emailPattern, isIndianMobile, loginMessages } from '@bimasetu/contract';
import { z } from 'zod';
import { signupMessages } from './signup-messages';

export const signupSchema = z.object({
  name: z.string().trim().min(1, signupMessages.nameNeeded).max(100, signupMessages.nameTooLong),
  mobile: z.string().refine(isIndianMobile, loginMessages.invalidMobile),
  email: z
    .string()
    .trim()
    .max(100, signupMessages.emailInvalid)
    .refine((v) => v === '' || emailPattern.test(v), signupMessages.emailInvalid),
});

export type SignupValues = z.input<typeof signupSchema>;
