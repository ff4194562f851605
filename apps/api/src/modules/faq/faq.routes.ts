import { apiPaths, faqListResponse } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

export function faqRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(apiPaths.getFaqList, { schema: { tags: ['faq'], response: { 200: faqListResponse } } }, async () => {
      const faqDetailList = await deps.db
        .selectFrom('faqs')
        .select(['id', 'question', 'answer', 'priority'])
        .orderBy('priority', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return { isSuccess: true, faqDetailList };
    });
}
