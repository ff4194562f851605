// The words of the mobile + OTP parts every form and login screen shares (the OTP box, the resend line, the
// two-step login form, the inline phone check, the log-in prompt) in English (Hindi: phone-check-words.hi.ts).
// `messages` says each login and OTP message the contract or the server can give; its English text is its code.
import { apiMessages, loginMessages } from '@bimasetu/contract';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';

/**
 * Every text a login or OTP step can show: the contract's §8 messages and each answer of the server's sign-in
 * module and its rate limits and errors (words/hindi-messages.test.ts reads the server's code for them).
 */
export const OTP_MESSAGES = [
  ...Object.values(loginMessages),
  apiMessages.otpSent,
  apiMessages.otpVerified,
  apiMessages.loggedOut,
  apiMessages.otpExpired,
  apiMessages.otpInvalid,
  apiMessages.otpTooMany,
  apiMessages.otpResendTooSoon,
  apiMessages.otpHourlyCap,
  apiMessages.mobileLocked,
  apiMessages.smsFailed,
  apiMessages.rateLimited,
  apiMessages.serverError,
  apiMessages.tooLarge,
] as const;
type OtpMessage = (typeof OTP_MESSAGES)[number];

const phoneCheckWords = {
  otpLabel: (length: number) => `Enter the ${length}-digit OTP`,
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  resend: 'Resend OTP',
  /** After a limit's refusal, the server's wait in seconds (0: nothing holds the next try back). */
  tryAgainIn: (seconds: number) => {
    if (seconds <= 0) return 'You can ask for a new OTP now.';
    if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
    const minutes = Math.ceil(seconds / 60);
    return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
  sendOtp: 'Send OTP',
  verifyOtp: 'Verify OTP',
  codeSent: 'Enter the OTP we sent you by SMS.',
  sentTo: (length: number, mobile: string) => `We have sent a ${length}-digit OTP to +91 ${mobile}.`,
  changeMobile: 'Change mobile number',
  sessionEnded: 'Your session has ended. Please log in again.',
  // the phone check inside the application form
  inlineTitle: 'Verify your phone to send the application',
  inlineIntro: (mobile: string) =>
    `We keep applications only for a phone number its owner has confirmed. We will send a one-time password (OTP) to +91 ${mobile}; this also logs you in, so you can follow the request.`,
  inlineKept: 'Everything you typed stays on the form.',
  inlineVerify: 'Verify OTP and submit',
  changePhone: 'Change phone number',
  // shown in place of an account screen
  loginToSee: (what: string) => `Please log in with your mobile number to see ${what}.`,
  login: 'Login',
  messages: same<OtpMessage>(OTP_MESSAGES),
};

export type PhoneCheckWords = Wordy<typeof phoneCheckWords>;

declare module '~/lib/words' {
  interface WordBook {
    phoneCheck: PhoneCheckWords;
  }
}

export default defineWords('en', 'phoneCheck', phoneCheckWords);
