// The checks of the request status screen (account spec §5), in their order.
import { OTP_LENGTH, STATUS_MOBILE_MAX, STATUS_MOBILE_MIN, requestStatusMessages } from '@bimasetu/contract';
import type { OtpRules } from '~/lib/use-otp-login';

export function statusMobileError(mobile: string): string | null {
  const value = mobile.trim();
  if (!value) return requestStatusMessages.mobileRequired;
  if (value.length < STATUS_MOBILE_MIN || value.length > STATUS_MOBILE_MAX)
    return requestStatusMessages.mobileLength;
  if (!/^\d+$/.test(value)) return requestStatusMessages.mobileDigits;
  return null;
}

export function statusOtpError(otp: string): string | null {
  const value = otp.trim();
  if (!value) return requestStatusMessages.otpRequired;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) return requestStatusMessages.otpLength;
  return null;
}

/** The status screen's OTP step: its own mobile and OTP checks under the fields, and its own failure messages. */
export const statusOtpRules: OtpRules = {
  mobileProblem: statusMobileError,
  otpProblem: statusOtpError,
  sendFailure: (_failure, resend) =>
    resend ? requestStatusMessages.resendFailed : requestStatusMessages.sendFailed,
  // The server said no to the code itself, or we never got a usable answer.
  verifyFailure: ({ answered }) =>
    answered ? requestStatusMessages.invalidOtp : requestStatusMessages.verifyFailed,
  problemsUnderFields: true,
};
