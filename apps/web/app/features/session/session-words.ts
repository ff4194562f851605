// The login and sign-up screens' words in English (Hindi: session-words.hi.ts). `messages` says each of sign
// up's check messages (signup-messages.ts, and the login's mobile message) keyed by its English text.
import { loginMessages } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';
import { signupMessages } from './signup-messages';

const SIGNUP_MESSAGES = [...Object.values(signupMessages), loginMessages.invalidMobile] as const;
type SignupMessage = (typeof SIGNUP_MESSAGES)[number];

const sessionWords = {
  loginTitle: 'Login',
  loginIntro: 'Enter your mobile number and we will send you a one-time password (OTP).',
  newHere: 'New to BimaSetu?',
  signUpLink: 'Sign up',
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
  messages: Object.fromEntries(SIGNUP_MESSAGES.map((m) => [m, m as string])) as Record<SignupMessage, string>,
};

export type SessionWords = Wordy<typeof sessionWords>;

declare module '~/lib/words' {
  interface WordBook {
    session: SessionWords;
  }
}

export default defineWords('en', 'session', sessionWords);
