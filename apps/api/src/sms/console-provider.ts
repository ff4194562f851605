import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_CLAIM_OTP_TEMPLATE, DEFAULT_OTP_TEMPLATE } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { otpText, type OtpPurpose, type ServiceSms, type SmsProvider } from './sms-provider.ts';

export interface OutboxMessage {
  mobile: string;
  text: string;
  otp: string;
  sentAt: string;
  /** A service SMS's template, or what a code is for. */
  template?: ServiceSms['template'] | OtpPurpose;
}

const OUTBOX_SIZE = 100;

/**
 * Development provider: logs each SMS and keeps the last 100 in memory for GET /api/dev/sms-outbox.
 * It is the only place an OTP is ever written to a log, and the server refuses it in production.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly outbox: OutboxMessage[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
    private readonly template: string = DEFAULT_OTP_TEMPLATE,
    private readonly claimTemplate: string = DEFAULT_CLAIM_OTP_TEMPLATE,
  ) {}

  async sendOtp(mobile: string, otp: string, purpose: OtpPurpose = 'login'): Promise<void> {
    const message = {
      mobile,
      text: otpText(purpose === 'login' ? this.template : this.claimTemplate, otp),
      otp,
      sentAt: this.clock.now().toISOString(),
      template: purpose,
    };
    this.outbox.unshift(message);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.log?.info({ sms: message }, 'development SMS');
  }

  /** A service SMS joins the outbox with a blank code, so tests and developers read it where they read codes. */
  async sendService(mobile: string, sms: ServiceSms): Promise<void> {
    const message = {
      mobile,
      text: sms.text,
      otp: '',
      sentAt: this.clock.now().toISOString(),
      template: sms.template,
    };
    this.outbox.unshift(message);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.log?.info({ sms: message }, 'development SMS');
  }

  /** Newest first, optionally for one mobile. */
  messages(mobile?: string): OutboxMessage[] {
    return mobile ? this.outbox.filter((m) => m.mobile === mobile) : [...this.outbox];
  }
}

export const outboxMessages = {
  notLoopback: 'The development SMS outbox answers only on this computer (localhost)',
  publicHost: (host: string) =>
    `SMS_PROVIDER=console on HOST=${host}: login codes are logged and kept in memory. Use HOST=127.0.0.1 in development, or SMS_PROVIDER=msg91 on a reachable server`,
} as const;

/** 127.0.0.0/8, ::1 and IPv4 loopback written as IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1' || address === 'localhost';
}
