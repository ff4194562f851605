import {
  ADMIN_RECIPIENT,
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
import { HttpError } from '../../plugins/errors.ts';
import { insertMessage, toUserMessage } from '../messages/messages.repository.ts';
import { conversationWith, listConversations, markRead } from './admin-messages.repository.ts';
import { adminRefusals } from './admin-schema.ts';
import { writeAudit } from './audit.repository.ts';
import { pageEnvelope, toLimit } from './paging.ts';

export function adminMessagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: messages'];

  api.get(
    adminPaths.conversations,
    { schema: { tags, querystring: pageQuery, response: { 200: conversationsPage, ...adminRefusals } } },
    async (request) => {
      const { items, total } = await listConversations(deps.db, toLimit(request.query));
      return pageEnvelope(items, total, request.query);
    },
  );

  // Opening a conversation marks the customer's new messages read.
  api.get(
    adminPaths.conversation,
    { schema: { tags, params: mobileParams, response: { 200: conversationResponse, ...adminRefusals } } },
    async (request) => {
      const { mobile } = request.params;
      const now = deps.clock.now();
      const read = await deps.db.transaction().execute(async (trx) => {
        const changed = await markRead(trx, { mobile });
        if (changed > 0) {
          await writeAudit(
            trx,
            {
              adminMobile: callerOf(request).mobile,
              action: 'message.read',
              entity: 'conversation',
              entityId: mobile,
              detail: { count: changed },
            },
            now,
          );
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
        response: { 200: adminResult, ...adminRefusals },
      },
    },
    async (request) => {
      const { mobile } = request.params;
      const now = deps.clock.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        const thread = await conversationWith(trx, mobile);
        const fromCustomer = thread.filter((m) => m.from_mobile === mobile);
        // A reply answers the message named, or else the customer's latest.
        const parent = request.body.parentmessageid
          ? fromCustomer.find((m) => m.id === request.body.parentmessageid)
          : fromCustomer.at(-1);
        if (request.body.parentmessageid && !parent) throw new HttpError(404, apiMessages.notFound);
        const messageId = await insertMessage(trx, {
          parentmessageid: parent?.id ?? null,
          message_date: now.toISOString(),
          from_mobile: ADMIN_RECIPIENT,
          to_mobile: mobile,
          message_content: request.body.messageContent,
          status: 'new',
        });
        await markRead(trx, { mobile });
        await writeAudit(
          trx,
          {
            adminMobile: callerOf(request).mobile,
            action: 'message.reply',
            entity: 'message',
            entityId: messageId,
            detail: { to: mobile, parent: parent?.id ?? null },
          },
          now,
        );
        return messageId;
      });
      return { isSuccess: true, message: apiMessages.messageSent, result: { id } };
    },
  );

  api.post(
    adminPaths.messageRead,
    { schema: { tags, params: idParams, response: { 200: adminResult, ...adminRefusals } } },
    async (request) => {
      const { id } = request.params;
      const exists = await deps.db
        .selectFrom('messages')
        .select('id')
        .where('id', '=', id)
        .where('to_mobile', '=', ADMIN_RECIPIENT)
        .executeTakeFirst();
      if (!exists) throw new HttpError(404, apiMessages.notFound);
      await deps.db.transaction().execute(async (trx) => {
        await markRead(trx, { id });
        await writeAudit(
          trx,
          { adminMobile: callerOf(request).mobile, action: 'message.read', entity: 'message', entityId: id },
          deps.clock.now(),
        );
      });
      return { isSuccess: true, message: 'Marked as read', result: { id } };
    },
  );
}
