import { useState, type FormEvent } from 'react';
import {
  MOBILE_LENGTH,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  requestStatusMessages,
} from '@bimasetu/contract';
import { digitsOnly } from '~/lib/format';
import { otpFailure, requestOtp, verifyOtp } from '~/lib/otp';
import { storeLogin } from '~/lib/session';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { TextField, MobileField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { statusMobileError, statusOtpError } from './status-rules';

/** Inline mobile + OTP check for visitors who are not logged in; success logs them in. */
export function OtpVerification() {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  async function send(resend: boolean) {
    setFailure(null);
    const problem = statusMobileError(mobile);
    setMobileError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await requestOtp(mobile);
      setSent(true);
      setOtp('');
      countdown.restart();
    } catch {
      setFailure(resend ? requestStatusMessages.resendFailed : requestStatusMessages.sendFailed);
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setFailure(null);
    const problem = statusOtpError(otp);
    setOtpError(problem);
    if (problem) return;
    setBusy(true);
    try {
      storeLogin(await verifyOtp(mobile, otp), mobile);
    } catch (error) {
      // The server said no to the code itself, or we never got a usable answer.
      const { answered } = otpFailure(error);
      setFailure(answered ? requestStatusMessages.invalidOtp : requestStatusMessages.verifyFailed);
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (sent ? verify() : send(false));
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <p className="text-slate-700">
        Verify your mobile number to see the status of your insurance requests.
      </p>
      <MobileField
        value={mobile}
        readOnly={sent}
        onChange={(e) => setMobile(digitsOnly(e.target.value, MOBILE_LENGTH))}
        error={mobileError}
        required
      />
      {sent ? (
        <TextField
          label={`Enter the ${OTP_LENGTH}-digit OTP`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={otp}
          onChange={(e) => setOtp(digitsOnly(e.target.value, OTP_LENGTH))}
          error={otpError}
          hint={`We have sent an OTP to +91 ${mobile}.`}
          required
        />
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" busy={busy}>
        {sent ? 'Verify OTP' : 'Send OTP'}
      </Button>
      {sent ? (
        countdown.running ? (
          <p className="text-sm text-slate-700">Resend OTP in {countdown.remaining} s</p>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => void send(true)}
            className="self-start"
          >
            Resend OTP
          </Button>
        )
      ) : null}
    </form>
  );
}
