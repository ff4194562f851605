// Sign up's checks, as a schema for the one form hook: the contract's own mobile and email rules, worded as the
// login screen words them.
import { emailPattern, isIndianMobile, loginMessages } from '@bimasetu/contract';
import { z } from 'zod';

export const signupWords = {
  title: 'Sign up',
  intro:
    'Create your BimaSetu account. There is no password: you log in with a one-time code sent to your mobile.',
  nameLabel: 'Full name',
  emailLabel: 'Email',
  emailHint: 'Optional. Used only to fill in your profile.',
  submit: 'Sign up',
  nextHeading: 'What happens next',
  next: [
    'We take you to Login with your mobile number filled in. Press Send OTP and we send you a 4-digit code by SMS.',
    'Once you enter the code, you are logged in. Your name and email fill in your profile, where you can check them and press Save.',
    'Nothing is sent to us until you log in; until then your name and email stay on this device only.',
  ],
  already: 'Already registered?',
  login: 'Login',
  nameNeeded: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const signupSchema = z.object({
  name: z.string().trim().min(1, signupWords.nameNeeded).max(100, signupWords.nameTooLong),
  mobile: z.string().refine(isIndianMobile, loginMessages.invalidMobile),
  email: z
    .string()
    .trim()
    .max(100, signupWords.emailInvalid)
    .refine((v) => v === '' || emailPattern.test(v), signupWords.emailInvalid),
});

export type SignupValues = z.input<typeof signupSchema>;
