import { z } from 'zod';
import { DELETE_ALL_TYPES, MESSAGE_MAX_LENGTH } from '../constants.ts';
import { mobileSchema } from './common.ts';
import { cappedText, idSchema, parentMessageIdSchema } from './text.ts';

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
  parentmessageid: parentMessageIdSchema,
  messageDate: cappedText(40).optional(),
  fromMobile: mobileSchema,
  toMobile: cappedText(15).optional(),
  messageContent: cappedText(MESSAGE_MAX_LENGTH, { multiLine: true }).min(1, 'must not be empty'),
  status: cappedText(10).optional(),
});
export type AddUserMessageBody = z.input<typeof addUserMessageBody>;

export const messageListResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string().optional(),
  userSentMessageList: z.array(userMessage),
  userReceivedMessageList: z.array(userMessage),
});
export type MessageListResponse = z.infer<typeof messageListResponse>;

export const deleteMessageQuery = z.object({ messageId: idSchema });
export const deleteAllMessageQuery = z.object({
  type: z.enum(DELETE_ALL_TYPES, { error: 'must be sent or receive' }),
  mobile: mobileSchema,
});
