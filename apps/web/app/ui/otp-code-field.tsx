// The OTP code box and the resend line, shared by the login screens and the status screen's inline check.
import { OTP_LENGTH } from '@bimasetu/contract';
import type { OtpLogin } from '~/lib/use-otp-login';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

export function OtpCodeField({
  login,
  label,
  ...input
}: { login: OtpLogin; label?: string } & Pick<TextFieldProps, 'error' | 'hint' | 'autoFocus' | 'className'>) {
  return (
    <TextField
      {...input}
      label={label ?? `Enter the ${OTP_LENGTH}-digit OTP`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={login.otp}
      onChange={(e) => login.setOtp(e.target.value)}
      required
    />
  );
}

/** The resend line's words, for a screen that says them in its page's language. */
export interface ResendWords {
  resendOtp: string;
  resendIn: (seconds: number) => string;
}

const englishResend: ResendWords = {
  resendOtp: 'Resend OTP',
  resendIn: (seconds) => `Resend OTP in ${seconds} s`,
};

/** A wait in seconds while the last code is fresh, then the button to send another. */
export function ResendOtp({
  login,
  className,
  words = englishResend,
}: {
  login: OtpLogin;
  className?: string;
  words?: ResendWords;
}) {
  const { countdown, busy } = login;
  return countdown.running ? (
    <p className="text-sm text-slate-700">{words.resendIn(countdown.remaining)}</p>
  ) : (
    <Button variant="ghost" size="sm" disabled={busy} onClick={login.resend} className={className}>
      {words.resendOtp}
    </Button>
  );
}
