import { apiPaths, faqListParams, faqListResponse, localFaqListResponse } from '@bimasetu/contract';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { answerKept, keepJson } from '../../lib/kept-json.ts';
import { listFaqs, listFaqsIn } from './faq.repository.ts';

export function faqRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.getFaqList,
    {
      schema: {
        tags: ['faq'],
        querystring: faqListParams,
        // English (no lang, or lang=en): the spec's answer exactly; lang=hi: each item in Hindi, or English
        // where its Hindi is missing, saying which in `lang`
        response: { 200: z.union([faqListResponse, localFaqListResponse]) },
      },
    },
    (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const found = deps.faqCache.getOrLoad(lang, async () =>
        lang === 'en'
          ? keepJson(faqListResponse, { isSuccess: true, faqDetailList: await listFaqs(deps.db) })
          : keepJson(localFaqListResponse, {
              isSuccess: true,
              faqDetailList: await listFaqsIn(deps.db, lang),
            }),
      );
      return answerKept(reply, found);
    },
  );
}
