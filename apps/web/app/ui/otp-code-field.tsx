// The OTP code box and the resend line, shared by the login screens and the status screen's inline check.
import { OTP_LENGTH } from '@bimasetu/contract';
import type { OtpLogin } from '~/lib/use-otp-login';
import { sayIn, useWords } from '~/lib/words';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

export function OtpCodeField({
  login,
  error,
  ...input
}: { login: Pick<OtpLogin, 'otp' | 'setOtp'> } & Pick<
  TextFieldProps,
  'error' | 'hint' | 'autoFocus' | 'className'
>) {
  const words = useWords('phoneCheck');
  return (
    <TextField
      {...input}
      // a login or OTP message is said in the page's language (its English text is its code)
      error={sayIn(words.messages)(error ?? undefined)}
      label={words.otpLabel(OTP_LENGTH)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={login.otp}
      onChange={(e) => login.setOtp(e.target.value)}
      required
    />
  );
}

/** A wait in seconds while the last code is fresh, then the button to send another. */
export function ResendOtp({
  login,
  className,
}: {
  login: Pick<OtpLogin, 'countdown' | 'busy' | 'resend'>;
  className?: string;
}) {
  const { countdown, busy } = login;
  const words = useWords('phoneCheck');
  return countdown.running ? (
    <p className="text-sm text-slate-700">{words.resendIn(countdown.remaining)}</p>
  ) : (
    <Button variant="ghost" size="sm" disabled={busy} onClick={login.resend} className={className}>
      {words.resend}
    </Button>
  );
}
