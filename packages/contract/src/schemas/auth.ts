import { z } from 'zod';
import { mobileSchema } from './common.ts';

export const generateOtpQuery = z.object({ mobile: mobileSchema });
export const validateOtpQuery = z.object({
  mobile: mobileSchema,
  otp: z.string().regex(/^\d{4}$/, 'must be exactly 4 digits'),
});

/** result carries the bearer token after a successful validation. */
export const otpResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  result: z.string().optional(),
});
export type OtpResponse = z.infer<typeof otpResponse>;

/**
 * A refused OTP call (429) says how long to wait as facts, and the page words it: `retryAfterSeconds` until the
 * limit that refused it lets the next try through (a new code, or the lock after ten wrong codes lifting; 0 when nothing holds it back), and
 * `retryAt` the same moment as an ISO time. The `Retry-After` header says the seconds too (RFC 9110 §10.2.3).
 */
export const otpRefusal = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  retryAfterSeconds: z.number().int().min(0).optional(),
  retryAt: z.string().optional(),
});
export type OtpRefusal = z.infer<typeof otpRefusal>;

export const smsOutboxQuery = z.object({ mobile: mobileSchema.optional() });
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), otp: z.string(), sentAt: z.string() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponse>;
