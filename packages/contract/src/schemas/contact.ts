import { z } from 'zod';
import { CONTACT_ENQUIRY_TYPES, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../constants.ts';
import { mobileSchema } from './common.ts';
import { isPersonName } from '../typed-input.ts';
import { cappedText } from './text.ts';

export const contactUsBody = z.object({
  customerName: cappedText(CONTACT_NAME_MAX)
    .min(1, 'is required')
    .refine((v) => v === '' || isPersonName(v), 'must contain only letters and spaces'),
  mobile: mobileSchema,
  createdDatetime: cappedText(40).optional(),
  messageType: z.enum(CONTACT_ENQUIRY_TYPES, { error: 'must be one of the listed enquiry types' }),
  customerMessage: cappedText(CONTACT_MESSAGE_MAX, { multiLine: true }).min(1, 'is required'),
  status: cappedText(20).optional(),
});
export type ContactUsBody = z.input<typeof contactUsBody>;
