import { z } from 'zod';
import { DELETE_ALL_TYPES, MESSAGE_MAX_LENGTH } from '../constants.ts';
import { mobileSchema } from './common.ts';

export const userMessage = z.object({
  id: z.number().int(),
  parentmessageid: z.number().int().nullable(),
  messageDate: z.string(),
  fromMobile: z.string(),
  toMobile: z.string(),
  messageContent: z.string(),
  status: z.string(),
});
export type UserMessage = z.infer<typeof userMessage>;

/**
 * The spec's payload. messageDate and status are accepted but the server sets its own; toMobile is always the
 * adviser desk for a customer; fromMobile must be the caller's own.
 */
export const addUserMessageBody = z.object({
  parentmessageid: z.coerce.number().int().positive('must be a positive whole number').nullable().optional(),
  messageDate: z.string().max(40).optional(),
  fromMobile: mobileSchema,
  toMobile: z.string().max(15).optional(),
  messageContent: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`),
  status: z.string().max(10).optional(),
});
export type AddUserMessageBody = z.input<typeof addUserMessageBody>;

export const messageListResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  userSentMessageList: z.array(userMessage),
  userReceivedMessageList: z.array(userMessage),
});
export type MessageListResponse = z.infer<typeof messageListResponse>;

export const deleteMessageQuery = z.object({
  messageId: z.coerce.number().int('must be a whole number').positive('must be a positive whole number'),
});
export const deleteAllMessageQuery = z.object({
  type: z.enum(DELETE_ALL_TYPES, { error: 'must be sent or receive' }),
  mobile: mobileSchema,
});
