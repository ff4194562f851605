import { COUNTRY_CODE } from '@bimasetu/contract';
import { SmsDeliveryError, type OtpPurpose, type ServiceSms, type SmsProvider } from './sms-provider.ts';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** The Flow template of the policy-issued service SMS (var1, var2); blank: not sent. */
  serviceTemplateId?: string;
  baseUrl: string;
  timeoutMs: number;
  /** The Flow templates of renewal reminders: the service one, and the promotional one with an offer. */
  reminderTemplateId?: string;
  offerTemplateId?: string;
  /** The Flow template of a nominee's claim code (##otp##); blank: the login template (templateId) carries it. */
  claimTemplateId?: string;
}

/**
 * MSG91's Flow API (POST /api/v5/flow): a DLT-approved template whose ##otp## variable carries the code.
 * One retry on a network failure, a timeout or a 5xx; a 4xx or an "error" answer is final.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';

  constructor(private readonly options: Msg91Options) {}

  async sendOtp(mobile: string, otp: string, purpose: OtpPurpose = 'login'): Promise<void> {
    const templateId =
      purpose === 'nominee-claim' && this.options.claimTemplateId
        ? this.options.claimTemplateId
        : this.options.templateId;
    return this.withRetry(() => this.post(templateId, { mobiles: `${COUNTRY_CODE}${mobile}`, otp }));
  }

  async sendService(mobile: string, sms: ServiceSms): Promise<void> {
    const templateId = {
      'policy-issued': this.options.serviceTemplateId,
      'renewal-reminder': this.options.reminderTemplateId,
      'renewal-offer': this.options.offerTemplateId,
    }[sms.template];
    if (!templateId) throw new SmsDeliveryError(`no MSG91 template for the ${sms.template} SMS`);
    const variables = Object.fromEntries(sms.variables.map((value, i) => [`var${i + 1}`, value]));
    return this.withRetry(() => this.post(templateId, { mobiles: `${COUNTRY_CODE}${mobile}`, ...variables }));
  }

  private async withRetry(send: () => Promise<void>): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        lastError = error;
        if (error instanceof SmsDeliveryError && !isRetryable(error)) break;
      }
    }
    throw lastError instanceof SmsDeliveryError
      ? lastError
      : new SmsDeliveryError(`MSG91 unreachable: ${String(lastError)}`);
  }

  private async post(templateId: string, recipient: Record<string, string>): Promise<void> {
    const url = new URL('/api/v5/flow', this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: this.options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new RetryableSmsError(`MSG91 request failed: ${(error as Error).name}`);
    }
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (response.status >= 500) throw new RetryableSmsError(`MSG91 answered ${response.status}`);
    if (!response.ok || body.type !== 'success') {
      throw new SmsDeliveryError(
        `MSG91 refused the SMS (${response.status}): ${body.message ?? 'no message'}`,
      );
    }
  }
}

class RetryableSmsError extends SmsDeliveryError {}

function isRetryable(error: SmsDeliveryError): boolean {
  return error instanceof RetryableSmsError;
}
