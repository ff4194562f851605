// The one mobile + OTP flow (account spec §2, §4, §5, §8), used by the customer login, the advisers' login and
// the request status screen: the state, the checks in order, the 15-second resend countdown. Each screen passes
// its rules (which mobiles it takes, where a problem shows, what a failure says); what a verified token leads to
// is the caller's: `onVerified` stores it and moves on, or answers a message to show.
import { useState, type FormEvent } from 'react';
import {
  isIndianMobile,
  loginMessages,
  MOBILE_LENGTH,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
} from '@bimasetu/contract';
import { digitsOnly } from './format';
import { otpFailure, requestOtp, verifyOtp, type OtpPaths } from './otp';
import { sendOtpMessage, validateOtpMessage, type OtpFailure } from './otp-messages';
import { useCountdown } from './use-countdown';

/** A verified token that cannot be used: the message to show, and whether to start again at the mobile step. */
export interface LoginRefusal {
  error: string;
  restart?: boolean;
}

export interface OtpRules {
  mobileProblem: (mobile: string) => string | null;
  otpProblem: (otp: string) => string | null;
  sendFailure: (failure: OtpFailure, resend: boolean) => string;
  verifyFailure: (failure: OtpFailure) => string;
  /** True: a problem with the typed mobile or OTP shows under that field; otherwise in the form's one message. */
  problemsUnderFields?: boolean;
}

/** The login screens' rules: an Indian mobile, the §8 messages. */
export const loginOtpRules: OtpRules = {
  mobileProblem: (mobile) => (isIndianMobile(mobile) ? null : loginMessages.invalidMobile),
  otpProblem: (otp) => (new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp) ? null : loginMessages.invalidOtp),
  sendFailure: sendOtpMessage,
  verifyFailure: validateOtpMessage,
};

export function useOtpLogin(options: {
  initialMobile?: string;
  rules?: OtpRules;
  /** The advisers' login sends its own OTP calls; the customers' are the default. */
  paths?: OtpPaths;
  onVerified: (token: string, mobile: string) => void | LoginRefusal | Promise<void | LoginRefusal>;
}) {
  const rules = options.rules ?? loginOtpRules;
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobileValue] = useState(() => digitsOnly(options.initialMobile ?? '', MOBILE_LENGTH));
  const [otp, setOtpValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** With a limit's refusal: the server's seconds until the next try, which the page words as a wait. */
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);
  /**
   * Whether the failure is about no field: nothing answered, the server or its records away (5xx), or a limit's
   * wait (429). A form shows it apart from its fields, not as the mobile number's or the code's mistake.
   */
  const [errorIsAboutForm, setErrorIsAboutForm] = useState(false);
  function fail(failure: OtpFailure, message: string) {
    setError(message);
    setErrorIsAboutForm(failure.status === 0 || failure.status === 429 || failure.status >= 500);
    setRetryAfterSeconds(failure.retryAfterSeconds ?? null);
  }
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  /** The mobile the last code went to (the screen says so in its language), null before one is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  /** Shows a typed value's problem where the rules say; answers whether there was one. */
  function refuse(problem: string | null, showUnderField: (problem: string | null) => void): boolean {
    if (rules.problemsUnderFields) showUnderField(problem);
    else if (problem) setError(problem);
    return problem !== null;
  }

  async function send(resend: boolean) {
    setError(null);
    setRetryAfterSeconds(null);
    setSentTo(null);
    if (refuse(rules.mobileProblem(mobile), setMobileError)) return;
    setBusy(true);
    try {
      await requestOtp(mobile, options.paths);
      setStep('otp');
      setOtpValue('');
      countdown.restart();
      setSentTo(mobile);
    } catch (caught) {
      const failure = otpFailure(caught);
      fail(failure, rules.sendFailure(failure, resend));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setError(null);
    setRetryAfterSeconds(null);
    if (refuse(rules.otpProblem(otp), setOtpError)) return;
    setBusy(true);
    let token: string;
    try {
      token = await verifyOtp(mobile, otp, options.paths);
    } catch (caught) {
      const failure = otpFailure(caught);
      fail(failure, rules.verifyFailure(failure));
      setBusy(false);
      return;
    }
    const refusal = await options.onVerified(token, mobile);
    if (refusal) {
      if (refusal.restart) setStep('mobile');
      setError(refusal.error);
      setBusy(false);
    }
  }

  return {
    step,
    mobile,
    otp,
    error,
    retryAfterSeconds,
    errorIsAboutForm,
    mobileError,
    otpError,
    sentTo,
    busy,
    countdown,
    setMobile: (typed: string) => setMobileValue(digitsOnly(typed, MOBILE_LENGTH)),
    setOtp: (typed: string) => setOtpValue(digitsOnly(typed, OTP_LENGTH)),
    submit(event: FormEvent) {
      event.preventDefault();
      void (step === 'mobile' ? send(false) : verify());
    },
    resend: () => void send(true),
    changeMobile() {
      setStep('mobile');
      setError(null);
      setRetryAfterSeconds(null);
    },
  };
}

export type OtpLogin = ReturnType<typeof useOtpLogin>;
