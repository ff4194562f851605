import { apiPaths, faqListResponse } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { keepJson, sendKept } from '../../lib/kept-json.ts';
import { listFaqs } from './faq.repository.ts';

export function faqRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      apiPaths.getFaqList,
      { schema: { tags: ['faq'], response: { 200: faqListResponse } } },
      async (_request, reply) => {
        let body = deps.faqCache.get();
        if (body === undefined) {
          body = keepJson(faqListResponse, { isSuccess: true, faqDetailList: await listFaqs(deps.db) });
          deps.faqCache.set(body);
        }
        return sendKept(reply, body);
      },
    );
}
