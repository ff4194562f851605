/** What every SMS gateway adapter offers. `otp` is passed separately so gateways with OTP templates can use it. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, otp: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

export function otpText(otp: string): string {
  return `${otp} is your BimaSetu login code. It is valid for 5 minutes. Do not share it with anyone, not even our staff.`;
}
