// The two-step OTP login of the customers' and the advisers' login screens: what to do now, the fields and the
// buttons; the state lives in lib/use-otp-login.
import { OTP_LENGTH } from '@bimasetu/contract';
import type { OtpLogin } from '~/lib/use-otp-login';
import { useWords } from '~/lib/words';
import { Button } from './button';
import { MobileField } from './mobile-field';
import { Notice } from './notice';
import { useOtpError } from './otp-error';
import { OtpCodeField, ResendOtp } from './otp-code-field';

export function OtpLoginForm({
  login,
  mobileIntro,
  sessionExpired,
}: {
  login: OtpLogin;
  /** What the first step asks for, in the words of the screen's audience. */
  mobileIntro: string;
  /** The visitor was sent here because their session ended. */
  sessionExpired?: boolean;
}) {
  const { step, busy } = login;
  const words = useWords('phoneCheck');
  // a login or OTP message (ours or the server's) in the page's language; its English text is its code
  const said = useOtpError(login);
  // a failure of no field (no network, the records away, a limit's wait) is said above the button, not as the
  // mobile number's or the code's mistake
  const error = login.errorIsAboutForm ? null : said;
  const formError = login.errorIsAboutForm ? said : null;
  return (
    <>
      <p className="mt-1 text-slate-700">{step === 'mobile' ? mobileIntro : words.codeSent}</p>
      {sessionExpired && step === 'mobile' && !said ? (
        <Notice tone="info" className="mt-4">
          {words.sessionEnded}
        </Notice>
      ) : null}
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
            {login.sentTo ? <Notice tone="success">{words.sentTo(OTP_LENGTH, login.sentTo)}</Notice> : null}
            <OtpCodeField
              login={login}
              // The code field appears when the SMS has gone: that is where the customer types next.
              autoFocus
              error={error}
              className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            />
          </>
        )}
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <Button type="submit" size="lg" busy={busy}>
          {step === 'mobile' ? words.sendOtp : words.verifyOtp}
        </Button>
      </form>
      {step === 'otp' ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          <ResendOtp login={login} />
          <Button variant="ghost" size="sm" onClick={login.changeMobile}>
            {words.changeMobile}
          </Button>
        </div>
      ) : null}
    </>
  );
}
