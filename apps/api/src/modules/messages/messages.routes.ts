import {
  ADMIN_RECIPIENT,
  addUserMessageBody,
  apiMessages,
  apiPaths,
  apiResultSchema,
  deleteAllMessageQuery,
  deleteMessageQuery,
  messageListResponse,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { assertOwnMobile, callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { answerKept, keepJson, type KeptJson } from '../../lib/kept-json.ts';
import { KeyStampedCache } from '../../lib/stamped-cache.ts';
import { BatchLoader } from '../../lib/batch-loader.ts';
import {
  findReceivedMessage,
  hideAll,
  hideMessage,
  insertMessage,
  ownMessagesOf,
  toUserMessage,
} from './messages.repository.ts';

const LIST_CACHE_CUSTOMERS = 1000;

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = requireRole(deps, 'customer');
  const bearer = { tags: ['messages'], security: [{ bearer: [] }] };

  api.post(
    apiPaths.addUserMessage,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        body: addUserMessageBody,
        response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      assertOwnMobile(caller, body.fromMobile);
      // A reply must answer a message the caller actually received.
      if (
        body.parentmessageid &&
        !(await findReceivedMessage(deps.db, body.parentmessageid, caller.mobile))
      ) {
        throw new HttpError(404, apiMessages.notFound);
      }
      await insertMessage(deps.db, {
        parentmessageid: body.parentmessageid ?? null,
        message_date: deps.clock.now().toISOString(),
        from_mobile: caller.mobile,
        to_mobile: ADMIN_RECIPIENT,
        message_content: body.messageContent,
        status: 'new',
      });
      return { isSuccess: true, message: apiMessages.messageSent };
    },
  );

  // Each customer's serialized list, kept until the next write that may touch their messages (Db.keyStamp: on
  // SQLite another customer's new message leaves it; an update, a delete or another process's commit does not).
  // Lists not kept are read a batch of customers at a time.
  const lists = new KeyStampedCache<KeptJson>(LIST_CACHE_CUSTOMERS);
  const reads = new BatchLoader<KeptJson>(async (mobiles) => {
    const own = await ownMessagesOf(deps.db, mobiles);
    return new Map(
      [...own].map(([mobile, { sent, received }]) => [
        mobile,
        keepJson(messageListResponse, {
          isSuccess: true,
          userSentMessageList: sent.map(toUserMessage),
          userReceivedMessageList: received.map(toUserMessage),
        }),
      ]),
    );
  });
  const readList = async (mobile: string, stamp: string | undefined): Promise<KeptJson> => {
    const body = await reads.load(mobile, stamp);
    if (!body) throw new Error('a batch of message lists left out a mobile it was asked for');
    lists.set(mobile, stamp, body);
    return body;
  };
  api.get(
    apiPaths.getUserMessageList,
    {
      onRequest: customerOnly,
      schema: { ...bearer, response: { 200: messageListResponse, ...errorAnswers(400, 401, 403, 404) } },
    },
    (request, reply) => {
      const { mobile } = callerOf(request);
      // what ownMessagesOf reads: the messages table's rows of this mobile (KEYED_INSERTS)
      const stamp = deps.database.keyStamp('messages', mobile);
      return answerKept(reply, lists.get(mobile, stamp) ?? readList(mobile, stamp));
    },
  );

  api.delete(
    apiPaths.deleteMessage,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        querystring: deleteMessageQuery,
        response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { mobile } = callerOf(request);
      const found = await deps.db
        .transaction()
        .execute((trx) => hideMessage(trx, request.query.messageId, mobile));
      if (!found) throw new HttpError(404, apiMessages.notFound);
      return { isSuccess: true, message: apiMessages.messageDeleted };
    },
  );

  api.delete(
    apiPaths.deleteAllMessage,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        querystring: deleteAllMessageQuery,
        response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnMobile(caller, request.query.mobile);
      await hideAll(deps.db, caller.mobile, request.query.type);
      return { isSuccess: true, message: apiMessages.messagesDeleted };
    },
  );
}
