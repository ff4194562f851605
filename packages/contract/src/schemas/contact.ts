import { z } from 'zod';
import { CONTACT_ENQUIRY_TYPES } from '../constants.ts';
import { mobileSchema } from './common.ts';

export const CONTACT_NAME_MAX = 60;
export const CONTACT_MESSAGE_MAX = 1000;

export const contactUsBody = z.object({
  customerName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(CONTACT_NAME_MAX, `must be at most ${CONTACT_NAME_MAX} characters`),
  mobile: mobileSchema,
  createdDatetime: z.string().max(40).optional(),
  messageType: z.enum(CONTACT_ENQUIRY_TYPES, { error: 'must be one of the listed enquiry types' }),
  customerMessage: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(CONTACT_MESSAGE_MAX, `must be at most ${CONTACT_MESSAGE_MAX} characters`),
  status: z.string().max(20).optional(),
});
export type ContactUsBody = z.input<typeof contactUsBody>;
