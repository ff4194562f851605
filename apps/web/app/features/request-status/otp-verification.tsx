import { OTP_LENGTH } from '@bimasetu/contract';
import { storeLogin } from '~/lib/session';
import { useOtpLogin } from '~/lib/use-otp-login';
import { Button } from '~/ui/button';
import { TextField, MobileField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { statusOtpRules } from './status-rules';

/** Inline mobile + OTP check for visitors who are not logged in; success logs them in. */
export function OtpVerification() {
  const login = useOtpLogin({
    rules: statusOtpRules,
    onVerified: (token, mobile) => storeLogin(token, mobile),
  });
  const sent = login.step === 'otp';
  const { countdown, busy } = login;

  return (
    <form
      noValidate
      onSubmit={login.submit}
      className="flex max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <p className="text-slate-700">
        Verify your mobile number to see the status of your insurance requests.
      </p>
      <MobileField
        value={login.mobile}
        readOnly={sent}
        onChange={(e) => login.setMobile(e.target.value)}
        error={login.mobileError}
        required
      />
      {sent ? (
        <TextField
          label={`Enter the ${OTP_LENGTH}-digit OTP`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={login.otp}
          onChange={(e) => login.setOtp(e.target.value)}
          error={login.otpError}
          hint={`We have sent an OTP to +91 ${login.mobile}.`}
          required
        />
      ) : null}
      {login.error ? <Notice tone="error">{login.error}</Notice> : null}
      <Button type="submit" busy={busy}>
        {sent ? 'Verify OTP' : 'Send OTP'}
      </Button>
      {sent ? (
        countdown.running ? (
          <p className="text-sm text-slate-700">Resend OTP in {countdown.remaining} s</p>
        ) : (
          <Button variant="ghost" size="sm" disabled={busy} onClick={login.resend} className="self-start">
            Resend OTP
          </Button>
        )
      ) : null}
    </form>
  );
}
