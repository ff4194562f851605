import { storeLogin } from '~/lib/session';
import { useOtpLogin } from '~/lib/use-otp-login';
import { Button } from '~/ui/button';
import { MobileField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { OtpCodeField, ResendOtp } from '~/ui/otp-code-field';
import { statusOtpRules } from './status-rules';

/** Inline mobile + OTP check for visitors who are not logged in; success logs them in. */
export function OtpVerification() {
  const login = useOtpLogin({
    rules: statusOtpRules,
    onVerified: (token, mobile) => storeLogin(token, mobile),
  });
  const sent = login.step === 'otp';
  const { busy } = login;

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
        <OtpCodeField
          login={login}
          error={login.otpError}
          hint={`We have sent an OTP to +91 ${login.mobile}.`}
        />
      ) : null}
      {login.error ? <Notice tone="error">{login.error}</Notice> : null}
      <Button type="submit" busy={busy}>
        {sent ? 'Verify OTP' : 'Send OTP'}
      </Button>
      {sent ? <ResendOtp login={login} className="self-start" /> : null}
    </form>
  );
}
