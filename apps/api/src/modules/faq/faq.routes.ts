import { apiPaths, faqListResponse, type FaqListResponse } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import type { FaqCache } from './faq-cache.ts';
import { listFaqs } from './faq.repository.ts';

export function faqRoutes(app: FastifyInstance, deps: AppDeps, cache: FaqCache): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      apiPaths.getFaqList,
      { schema: { tags: ['faq'], response: { 200: faqListResponse } } },
      async (_request, reply) => {
        let body = cache.get();
        if (body === undefined) {
          // Validated against the contract once when cached, instead of on every request.
          body = Buffer.from(
            JSON.stringify(
              faqListResponse.parse({ isSuccess: true, faqDetailList: await listFaqs(deps.db) }),
            ),
          );
          cache.set(body);
        }
        // Bytes with a JSON content type are sent as they are, without serializing or encoding them again.
        return reply.type('application/json; charset=utf-8').send(body as unknown as FaqListResponse);
      },
    );
}
