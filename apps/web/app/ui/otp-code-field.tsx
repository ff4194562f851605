// The OTP code box and the resend line, shared by the login screens and the status screen's inline check.
import { OTP_LENGTH } from '@bimasetu/contract';
import type { OtpLogin } from '~/lib/use-otp-login';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

export function OtpCodeField({
  login,
  ...input
}: { login: OtpLogin } & Pick<TextFieldProps, 'error' | 'hint' | 'autoFocus' | 'className'>) {
  return (
    <TextField
      {...input}
      label={`Enter the ${OTP_LENGTH}-digit OTP`}
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
export function ResendOtp({ login, className }: { login: OtpLogin; className?: string }) {
  const { countdown, busy } = login;
  return countdown.running ? (
    <p className="text-sm text-slate-700">Resend OTP in {countdown.remaining} s</p>
  ) : (
    <Button variant="ghost" size="sm" disabled={busy} onClick={login.resend} className={className}>
      Resend OTP
    </Button>
  );
}
