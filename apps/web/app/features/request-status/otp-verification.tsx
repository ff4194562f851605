import { storeLogin } from '~/lib/session';
import { useOtpLogin } from '~/lib/use-otp-login';
import { sayIn, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { MobileField } from '~/ui/mobile-field';
import { Notice } from '~/ui/notice';
import { OtpCodeField, ResendOtp } from '~/ui/otp-code-field';
import { useOtpError } from '~/ui/otp-error';
import { statusOtpRules } from './status-rules';

/** Inline mobile + OTP check for visitors who are not logged in; success logs them in. */
export function OtpVerification() {
  const words = useWords('status');
  const say = sayIn(words.messages);
  const login = useOtpLogin({
    rules: statusOtpRules,
    onVerified: (token, mobile) => storeLogin(token, mobile),
  });
  const error = useOtpError(login, words.messages);
  const sent = login.step === 'otp';
  const { busy } = login;

  return (
    <form
      noValidate
      onSubmit={login.submit}
      className="flex max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <p className="text-slate-700">{words.otpIntro}</p>
      <MobileField
        value={login.mobile}
        readOnly={sent}
        onChange={(e) => login.setMobile(e.target.value)}
        error={say(login.mobileError ?? undefined)}
        required
      />
      {sent ? (
        <OtpCodeField
          login={login}
          error={say(login.otpError ?? undefined)}
          hint={words.otpSentTo(login.mobile)}
        />
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" busy={busy}>
        {sent ? words.verifyOtp : words.sendOtp}
      </Button>
      {sent ? <ResendOtp login={login} className="self-start" /> : null}
    </form>
  );
}
