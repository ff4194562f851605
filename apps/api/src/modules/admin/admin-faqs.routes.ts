import {
  adminPaths,
  adminResult,
  apiMessages,
  faqBody,
  faqListResponse,
  faqOrderBody,
  idParams,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { FaqCache } from '../faq/faq-cache.ts';
import { listFaqs } from '../faq/faq.repository.ts';
import { adminRefusals } from './admin-schema.ts';
import { writeAudit } from './audit.repository.ts';

/** Add, edit, reorder and delete FAQs; each change clears the public FAQ cache. */
export function adminFaqsRoutes(app: FastifyInstance, deps: AppDeps, cache: FaqCache): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: faqs'];
  const audit = (adminMobile: string, action: string, entityId: number | string, detail?: unknown) =>
    writeAudit(deps.db, { adminMobile, action, entity: 'faq', entityId, detail }, deps.clock.now());

  api.get(
    adminPaths.faqs,
    { schema: { tags, response: { 200: faqListResponse, ...adminRefusals } } },
    async () => ({
      isSuccess: true,
      faqDetailList: await listFaqs(deps.db),
    }),
  );

  api.post(
    adminPaths.faqs,
    { schema: { tags, body: faqBody, response: { 200: adminResult, ...adminRefusals } } },
    async (request) => {
      const row = await deps.db
        .insertInto('faqs')
        .values(request.body)
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(callerOf(request).mobile, 'faq.add', row.id, { question: request.body.question });
      cache.clear();
      return { isSuccess: true, message: 'FAQ added', result: { id: row.id } };
    },
  );

  api.put(
    adminPaths.faq,
    { schema: { tags, params: idParams, body: faqBody, response: { 200: adminResult, ...adminRefusals } } },
    async (request) => {
      const { id } = request.params;
      const result = await deps.db
        .updateTable('faqs')
        .set(request.body)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, apiMessages.notFound);
      await audit(callerOf(request).mobile, 'faq.edit', id, { question: request.body.question });
      cache.clear();
      return { isSuccess: true, message: 'FAQ saved', result: { id } };
    },
  );

  api.delete(
    adminPaths.faq,
    { schema: { tags, params: idParams, response: { 200: adminResult, ...adminRefusals } } },
    async (request) => {
      const { id } = request.params;
      const result = await deps.db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new HttpError(404, apiMessages.notFound);
      await audit(callerOf(request).mobile, 'faq.delete', id);
      cache.clear();
      return { isSuccess: true, message: 'FAQ deleted', result: { id } };
    },
  );

  // The ids in their new order; priorities become 10, 20, 30…
  api.post(
    adminPaths.faqOrder,
    { schema: { tags, body: faqOrderBody, response: { 200: adminResult, ...adminRefusals } } },
    async (request) => {
      const { ids } = request.body;
      await deps.db.transaction().execute(async (trx) => {
        const known = await trx.selectFrom('faqs').select('id').execute();
        const all = new Set(known.map((f) => f.id));
        if (ids.length !== all.size || new Set(ids).size !== ids.length || ids.some((id) => !all.has(id))) {
          throw new HttpError(400, 'ids: must list every FAQ exactly once');
        }
        for (const [index, id] of ids.entries()) {
          await trx
            .updateTable('faqs')
            .set({ priority: (index + 1) * 10 })
            .where('id', '=', id)
            .execute();
        }
        await writeAudit(
          trx,
          {
            adminMobile: callerOf(request).mobile,
            action: 'faq.reorder',
            entity: 'faq',
            entityId: 'all',
            detail: { ids },
          },
          deps.clock.now(),
        );
      });
      cache.clear();
      return { isSuccess: true, message: 'FAQ order saved' };
    },
  );
}
