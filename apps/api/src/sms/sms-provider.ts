/** What every SMS gateway adapter offers. `otp` is passed separately so gateways with OTP templates can use it. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, otp: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/**
 * The OTP SMS: the DLT-registered template from the configuration (SMS_OTP_TEMPLATE) with the code in place of
 * {#var#}. It is the only SMS the server sends: a login code the customer asked for. Any other SMS (offers,
 * reminders) may go only to a mobile with a live consent record for that purpose (`hasLiveConsent` in
 * modules/privacy/consents.repository.ts).
 */
export function otpText(template: string, otp: string): string {
  return template.replace('{#var#}', otp);
}
