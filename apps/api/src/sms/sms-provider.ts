/**
 * What a one-time code is for, each on its own DLT template: logging in, or a nominee registering a death claim
 * (the nominee is not logging in, and a grieving family should not read "login code").
 */
export type OtpPurpose = 'login' | 'nominee-claim';

/** What every SMS gateway adapter offers. `otp` is passed separately so gateways with OTP templates can use it. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(mobile: string, otp: string, purpose?: OtpPurpose): Promise<void>;
  /**
   * A message about the customer's own policy, on its DLT template. 'renewal-offer' is the one promotional
   * template (a renewal reminder with an offer to compare plans): it goes only with a live marketing consent.
   */
  sendService(mobile: string, sms: ServiceSms): Promise<void>;
}

/** An SMS on a DLT template: the template it is registered as, its variables in order, and the text they make. */
export interface ServiceSms {
  template: 'policy-issued' | 'renewal-reminder' | 'renewal-offer';
  variables: string[];
  text: string;
}

/** A DLT template with each {#var#} replaced in order. */
export function serviceText(template: string, variables: string[]): string {
  let index = 0;
  return template.replace(/\{#var#\}/g, () => variables[index++] ?? '');
}

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/**
 * The OTP SMS: the DLT-registered template from the configuration (SMS_OTP_TEMPLATE, or SMS_CLAIM_OTP_TEMPLATE for
 * a nominee's claim code) with the code in place of
 * {#var#}. Besides it the server sends only SMS about a customer's own policy (`sendService`: issued, renewal
 * reminders). An offer may go only to a mobile with a live consent record for that purpose (`hasLiveConsent` in
 * modules/privacy/consents.repository.ts).
 */
export function otpText(template: string, otp: string): string {
  return template.replace('{#var#}', otp);
}
