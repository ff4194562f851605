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

export const smsOutboxQuery = z.object({ mobile: mobileSchema.optional() });
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), otp: z.string(), sentAt: z.string() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponse>;
