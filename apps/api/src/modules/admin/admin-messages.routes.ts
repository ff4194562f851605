import {
  ADMIN_RECIPIENT,
  adminMessages,
  adminPaths,
  adminResult,
  apiMessages,
  conversationResponse,
  conversationsPage,
  idParams,
  mobileParams,
  pageQuery,
  replyBody,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { insertMessage, toUserMessage } from '../messages/messages.repository.ts';
import {
  conversationWith,
  isMessageToDesk,
  listConversations,
  markRead,
} from './admin-messages.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';
import { auditedChange } from './audited-change.ts';
import { pageEnvelope, toLimit } from './paging.ts';

export function adminMessagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: messages'];

  api.get(
    adminPaths.conversations,
    { schema: { tags, querystring: pageQuery, response: { 200: conversationsPage, ...adminErrorAnswers } } },
    async (request) => {
      const { items, total } = await listConversations(deps.db, toLimit(request.query));
      return pageEnvelope(items, total, request.query);
    },
  );

  // Opening a conversation marks the customer's new messages read.
  api.get(
    adminPaths.conversation,
    { schema: { tags, params: mobileParams, response: { 200: conversationResponse, ...adminErrorAnswers } } },
    async (request) => {
      const { mobile } = request.params;
      const read = await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        const changed = await markRead(trx, { mobile });
        if (changed > 0) {
          await audit({
            action: 'message.read',
            entity: 'conversation',
            entityId: mobile,
            detail: { count: changed },
          });
        }
        return conversationWith(trx, mobile);
      });
      if (read.length === 0) throw new HttpError(404, apiMessages.notFound);
      return { isSuccess: true, mobile, messages: read.map(toUserMessage) };
    },
  );

  api.post(
    adminPaths.conversationReply,
    {
      schema: {
        tags,
        params: mobileParams,
        body: replyBody,
        response: { 200: adminResult, ...adminErrorAnswers },
      },
    },
    async (request) => {
      const { mobile } = request.params;
      const id = await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        const thread = await conversationWith(trx, mobile);
        const fromCustomer = thread.filter((m) => m.from_mobile === mobile);
        // A reply answers the message named, or else the customer's latest.
        const parent = request.body.parentmessageid
          ? fromCustomer.find((m) => m.id === request.body.parentmessageid)
          : fromCustomer.at(-1);
        if (request.body.parentmessageid && !parent) throw new HttpError(404, apiMessages.notFound);
        const messageId = await insertMessage(trx, {
          parentmessageid: parent?.id ?? null,
          message_date: deps.clock.now().toISOString(),
          from_mobile: ADMIN_RECIPIENT,
          to_mobile: mobile,
          message_content: request.body.messageContent,
          status: 'new',
        });
        await markRead(trx, { mobile });
        await audit({
          action: 'message.reply',
          entity: 'message',
          entityId: messageId,
          detail: { to: mobile, parent: parent?.id ?? null },
        });
        return messageId;
      });
      return { isSuccess: true, message: apiMessages.messageSent, result: { id } };
    },
  );

  api.post(
    adminPaths.messageRead,
    { schema: { tags, params: idParams, response: { 200: adminResult, ...adminErrorAnswers } } },
    async (request) => {
      const { id } = request.params;
      await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        if (!(await isMessageToDesk(trx, id))) throw new HttpError(404, apiMessages.notFound);
        await markRead(trx, { id });
        await audit({ action: 'message.read', entity: 'message', entityId: id });
      });
      return { isSuccess: true, message: adminMessages.messageMarkedRead, result: { id } };
    },
  );
}
