import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginMessages, OTP_LENGTH, MOBILE_LENGTH, RESEND_COUNTDOWN_SECONDS } from '~/lib/contract-light';
import { digitsOnly } from '~/lib/format';
import { otpFailure, requestOtp, verifyOtp } from '~/lib/otp';
import { storeLogin } from '~/lib/session';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { sendOtpMessage, validateOtpMessage } from './otp-messages';

interface LoginState {
  mobile?: string;
  sessionExpired?: boolean;
}

/** Two steps (account spec §2, §4): mobile and Send OTP, then the 4-digit code, Verify OTP and Resend. */
export function LoginScreen() {
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? {}) as LoginState;
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState(() => digitsOnly(arrival.mobile ?? '', MOBILE_LENGTH));
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const otpInput = useRef<HTMLInputElement>(null);

  async function send(resend: boolean) {
    setError(null);
    setInfo(null);
    if (!new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(mobile)) {
      setError(loginMessages.invalidMobile);
      return;
    }
    setBusy(true);
    try {
      await requestOtp(mobile);
      setStep('otp');
      setOtp('');
      countdown.restart();
      setInfo(`We have sent a ${OTP_LENGTH}-digit OTP to +91 ${mobile}.`);
      requestAnimationFrame(() => otpInput.current?.focus());
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
    try {
      const token = await verifyOtp(mobile, otp);
      storeLogin(token, mobile);
      navigate('/', { replace: true });
    } catch (failure) {
      setError(validateOtpMessage(otpFailure(failure)));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (step === 'mobile' ? send(false) : verify());
  }

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Login</h1>
        <p className="mt-1 text-slate-700">
          {step === 'mobile'
            ? 'Enter your mobile number and we will send you a one-time password (OTP).'
            : 'Enter the OTP we sent you by SMS.'}
        </p>
        {arrival.sessionExpired && step === 'mobile' && !error ? (
          <Notice tone="info" className="mt-4">
            Your session has ended. Please log in again.
          </Notice>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          {step === 'mobile' ? (
            <TextField
              label="Mobile number"
              prefix="+91"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_LENGTH}
              value={mobile}
              onChange={(e) => setMobile(digitsOnly(e.target.value, MOBILE_LENGTH))}
              error={error}
              required
            />
          ) : (
            <>
              {info ? <Notice tone="success">{info}</Notice> : null}
              <TextField
                ref={otpInput}
                label={`Enter the ${OTP_LENGTH}-digit OTP`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                value={otp}
                onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_LENGTH))}
                error={error}
                required
                className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
              />
            </>
          )}
          <Button type="submit" size="lg" busy={busy}>
            {step === 'mobile' ? 'Send OTP' : 'Verify OTP'}
          </Button>
        </form>
        {step === 'otp' ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
            {countdown.running ? (
              <p className="text-slate-700">Resend OTP in {countdown.remaining} s</p>
            ) : (
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => void send(true)}>
                Resend OTP
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setStep('mobile');
                setError(null);
              }}
            >
              Change mobile number
            </Button>
          </div>
        ) : null}
        {step === 'mobile' ? (
          <p className="mt-4 text-sm text-slate-700">
            New to BimaSetu?{' '}
            <Link to="/signup" className="font-semibold text-brand-800 underline underline-offset-4">
              Sign up
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}
