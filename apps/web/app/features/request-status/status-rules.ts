// The checks of the request status screen (account spec §5), in their order.
import { OTP_LENGTH, STATUS_MOBILE_MAX, STATUS_MOBILE_MIN, requestStatusMessages } from '@bimasetu/contract';

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
