// The two-step mobile + OTP login (account spec §2, §4, §5, §8) shared by the customer and adviser logins:
// the state, the checks in order, the 15-second resend countdown and the messages. What a verified token
// leads to is the caller's: `onVerified` stores it and moves on, or answers a message to show.
import { useState, type FormEvent } from 'react';
import { loginMessages, MOBILE_LENGTH, OTP_LENGTH, RESEND_COUNTDOWN_SECONDS } from './contract-light';
import { digitsOnly } from './format';
import { otpFailure, requestOtp, verifyOtp, type OtpPaths } from './otp';
import { sendOtpMessage, validateOtpMessage } from './otp-messages';
import { useCountdown } from './use-countdown';

/** A verified token that cannot be used: the message to show, and whether to start again at the mobile step. */
export interface LoginRefusal {
  error: string;
  restart?: boolean;
}

export function useOtpLogin(options: {
  initialMobile?: string;
  paths?: OtpPaths;
  onVerified: (token: string, mobile: string) => void | LoginRefusal | Promise<void | LoginRefusal>;
}) {
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobileValue] = useState(() => digitsOnly(options.initialMobile ?? '', MOBILE_LENGTH));
  const [otp, setOtpValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  async function send(resend: boolean) {
    setError(null);
    setInfo(null);
    if (!new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(mobile)) {
      setError(loginMessages.invalidMobile);
      return;
    }
    setBusy(true);
    try {
      await requestOtp(mobile, options.paths);
      setStep('otp');
      setOtpValue('');
      countdown.restart();
      setInfo(`We have sent a ${OTP_LENGTH}-digit OTP to +91 ${mobile}.`);
    } catch (failure) {
      setError(sendOtpMessage(otpFailure(failure), resend));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setError(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError(loginMessages.invalidOtp);
      return;
    }
    setBusy(true);
    let token: string;
    try {
      token = await verifyOtp(mobile, otp, options.paths);
    } catch (failure) {
      setError(validateOtpMessage(otpFailure(failure)));
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
    info,
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
    },
  };
}

export type OtpLogin = ReturnType<typeof useOtpLogin>;
