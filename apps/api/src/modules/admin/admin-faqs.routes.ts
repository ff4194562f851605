import {
  adminMessages,
  adminPaths,
  adminResult,
  apiMessages,
  faqBody,
  adminFaqListResponse,
  faqOrderBody,
  idParams,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addFaq, deleteFaq, editFaq, listFaqsForAdvisers, reorderFaqs } from '../faq/faq.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';
import { auditedChange } from './audited-change.ts';

/** What an FAQ change's audit row says: the question in each language written (null: no Hindi). */
function faqAuditDetail(faq: { question: string; questionHi: string }) {
  return { question: faq.question, questionHi: faq.questionHi || null };
}

/** Add, edit, reorder and delete FAQs; each change clears the public FAQ cache. */
export function adminFaqsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: faqs'];
  const entity = 'faq';

  api.get(
    adminPaths.faqs,
    { schema: { tags, response: { 200: adminFaqListResponse, ...adminErrorAnswers } } },
    async () => ({ isSuccess: true, faqDetailList: await listFaqsForAdvisers(deps.db) }),
  );

  api.post(
    adminPaths.faqs,
    { schema: { tags, body: faqBody, response: { 200: adminResult, ...adminErrorAnswers } } },
    async (request) => {
      const id = await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        const added = await addFaq(trx, request.body);
        await audit({
          action: 'faq.add',
          entity,
          entityId: added,
          detail: faqAuditDetail(request.body),
        });
        return added;
      });
      deps.faqCache.clear();
      return { isSuccess: true, message: adminMessages.faqAdded, result: { id } };
    },
  );

  api.put(
    adminPaths.faq,
    {
      schema: { tags, params: idParams, body: faqBody, response: { 200: adminResult, ...adminErrorAnswers } },
    },
    async (request) => {
      const { id } = request.params;
      await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        if (!(await editFaq(trx, id, request.body))) throw new HttpError(404, apiMessages.notFound);
        await audit({
          action: 'faq.edit',
          entity,
          entityId: id,
          detail: faqAuditDetail(request.body),
        });
      });
      deps.faqCache.clear();
      return { isSuccess: true, message: adminMessages.faqSaved, result: { id } };
    },
  );

  api.delete(
    adminPaths.faq,
    { schema: { tags, params: idParams, response: { 200: adminResult, ...adminErrorAnswers } } },
    async (request) => {
      const { id } = request.params;
      await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        if (!(await deleteFaq(trx, id))) throw new HttpError(404, apiMessages.notFound);
        await audit({ action: 'faq.delete', entity, entityId: id });
      });
      deps.faqCache.clear();
      return { isSuccess: true, message: adminMessages.faqDeleted, result: { id } };
    },
  );

  // The ids in their new order; priorities become 10, 20, 30…
  api.post(
    adminPaths.faqOrder,
    { schema: { tags, body: faqOrderBody, response: { 200: adminResult, ...adminErrorAnswers } } },
    async (request) => {
      const { ids } = request.body;
      await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        if (!(await reorderFaqs(trx, ids))) throw new HttpError(400, adminMessages.faqOrderIncomplete);
        await audit({ action: 'faq.reorder', entity, entityId: 'all', detail: { ids } });
      });
      deps.faqCache.clear();
      return { isSuccess: true, message: adminMessages.faqOrderSaved };
    },
  );
}
