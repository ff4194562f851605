// The fields and buttons of the two-step OTP login; the state lives in lib/use-otp-login.
import { OTP_LENGTH } from '@bimasetu/contract';
import type { OtpLogin } from '~/lib/use-otp-login';
import { Button } from './button';
import { TextField, MobileField } from './field';
import { Notice } from './notice';

export function OtpLoginForm({ login }: { login: OtpLogin }) {
  const { step, error, busy, countdown } = login;
  return (
    <>
      <form noValidate onSubmit={login.submit} className="mt-6 flex flex-col gap-4">
        {step === 'mobile' ? (
          <MobileField
            value={login.mobile}
            onChange={(e) => login.setMobile(e.target.value)}
            error={error}
            required
          />
        ) : (
          <>
            {login.info ? <Notice tone="success">{login.info}</Notice> : null}
            <TextField
              // The code field appears when the SMS has gone: that is where the customer types next.
              autoFocus
              label={`Enter the ${OTP_LENGTH}-digit OTP`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={login.otp}
              onChange={(e) => login.setOtp(e.target.value)}
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
            <Button variant="ghost" size="sm" disabled={busy} onClick={login.resend}>
              Resend OTP
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={login.changeMobile}>
            Change mobile number
          </Button>
        </div>
      ) : null}
    </>
  );
}
