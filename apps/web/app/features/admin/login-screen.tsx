// /admin/login: the customers' mobile + OTP flow and messages, then a check that the number is an adviser's.
// A customer's token is never kept here: it is revoked at once and the adviser is told why.
import {
  adminPaths,
  apiPaths,
  loginMessages,
  MOBILE_LENGTH,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
} from '@bimasetu/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, apiRequest } from '~/lib/api-client';
import { digitsOnly } from '~/lib/format';
import { otpFailure, requestOtp, verifyOtp } from '~/lib/otp';
import { sendOtpMessage, validateOtpMessage } from '~/lib/otp-messages';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { adminErrorMessage, NOT_AN_ADVISER } from './admin-api';
import { storeAdminToken, useAdminToken } from './admin-session';

/** Answers true for an adviser's token; revokes a customer's and answers false. */
async function isAdviserToken(token: string): Promise<boolean> {
  try {
    await apiRequest(adminPaths.me, { token });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    await apiRequest(apiPaths.logout, { method: 'POST', token }).catch(() => undefined);
    return false;
  }
}

export function AdminLoginScreen() {
  const navigate = useNavigate();
  const stored = useAdminToken();
  const arrival = (useLocation().state ?? {}) as { sessionExpired?: boolean };
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const otpInput = useRef<HTMLInputElement>(null);

  if (stored) return <Navigate to="/admin" replace />;

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
    let token: string;
    try {
      token = await verifyOtp(mobile, otp);
    } catch (failure) {
      setError(validateOtpMessage(otpFailure(failure)));
      setBusy(false);
      return;
    }
    try {
      if (await isAdviserToken(token)) {
        storeAdminToken(token);
        navigate('/admin', { replace: true });
        return;
      }
      setStep('mobile');
      setError(NOT_AN_ADVISER);
    } catch (failure) {
      setError(adminErrorMessage(failure));
    }
    setBusy(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (step === 'mobile' ? send(false) : verify());
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">BimaSetu advisers</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Adviser login</h1>
        <p className="mt-1 text-slate-700">
          {step === 'mobile'
            ? 'Enter your registered mobile number and we will send you a one-time password (OTP).'
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
      </div>
    </main>
  );
}
