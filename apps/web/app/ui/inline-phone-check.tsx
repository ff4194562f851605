// The phone check inside a form that will put a request in someone's tracker: the OTP goes to the number the
// form already holds (the login's rules and limits, lib/use-otp-login), the verified token logs the visitor in,
// and the caller sends what was typed. Rendered beside the form, never inside it (a form cannot hold a form).
import { OTP_LENGTH } from '@bimasetu/contract';
import { useEffect, useRef } from 'react';
import { storeLogin } from '~/lib/session';
import { useOtpLogin } from '~/lib/use-otp-login';
import { useWords } from '~/lib/words';
import { Button } from './button';
import { Notice } from './notice';
import { OtpCodeField, ResendOtp } from './otp-code-field';
import { useOtpError } from './otp-error';

/** What the check says; the application's own (phone-check-words) unless the screen gives its own. */
export interface InlinePhoneCheckWords {
  title: string;
  intro: (mobile: string) => string;
  kept: string;
  send: string;
  verify: string;
  codeSent: string;
  changePhone: string;
}

export function InlinePhoneCheck({
  mobile,
  words: own,
  onVerified,
  onChangePhone,
}: {
  /** The form's phone: the only number this check sends a code to. */
  mobile: string;
  words?: InlinePhoneCheckWords;
  /** Called once the visitor is logged in with that number. */
  onVerified: () => void;
  onChangePhone: () => void;
}) {
  const login = useOtpLogin({
    initialMobile: mobile,
    onVerified: (token, verified) => {
      storeLogin(token, verified);
      onVerified();
    },
  });
  const shared = useWords('phoneCheck');
  const error = useOtpError(login);
  const words: InlinePhoneCheckWords = own ?? {
    title: shared.inlineTitle,
    intro: shared.inlineIntro,
    kept: shared.inlineKept,
    send: shared.sendOtp,
    verify: shared.inlineVerify,
    codeSent: shared.codeSent,
    changePhone: shared.changePhone,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  // the check appears after Submit: move there so keyboard and screen-reader users know what to do next
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby="phone-check-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-brand-700 bg-white p-4 sm:p-5"
    >
      <h2 id="phone-check-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {words.title}
      </h2>
      <p className="text-sm text-slate-700">
        {login.step === 'mobile' ? words.intro(mobile) : words.codeSent}
      </p>
      <p className="text-sm text-slate-700">{words.kept}</p>
      <form noValidate onSubmit={login.submit} className="flex flex-col gap-3">
        {login.step === 'otp' ? (
          <>
            {login.sentTo ? <Notice tone="success">{shared.sentTo(OTP_LENGTH, login.sentTo)}</Notice> : null}
            <OtpCodeField login={login} autoFocus error={error} />
          </>
        ) : error ? (
          <Notice tone="error">{error}</Notice>
        ) : null}
        <Button type="submit" size="lg" busy={login.busy} className="sm:self-start">
          {login.step === 'mobile' ? words.send : words.verify}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {login.step === 'otp' ? <ResendOtp login={login} /> : <span />}
        <Button variant="ghost" size="sm" onClick={onChangePhone}>
          {words.changePhone}
        </Button>
      </div>
    </section>
  );
}
