import { z } from 'zod';
import { CONTACT_ENQUIRY_TYPES } from '../constants.ts';
import { mobileSchema } from './common.ts';

export const contactUsBody = z.object({
  customerName: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  mobile: mobileSchema,
  createdDatetime: z.string().max(40).optional(),
  messageType: z.enum(CONTACT_ENQUIRY_TYPES, { error: 'must be one of the listed enquiry types' }),
  customerMessage: z.string().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  status: z.string().max(20).optional(),
});
export type ContactUsBody = z.input<typeof contactUsBody>;
