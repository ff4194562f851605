import { apiMessages, policyIdParams, renewalAnswer, renewalPath } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { findCustomerPolicy } from './policies.repository.ts';
import { findPremiumBasis } from './renewal-basis.repository.ts';
import { renewalView } from './renewal-view.ts';

/** A policy's renewal quote, for its owner only: anyone else's policy is 404 like one that does not exist. */
export function renewalRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    renewalPath,
    {
      onRequest: requireRole(deps, 'customer'),
      schema: {
        tags: ['policies'],
        security: [{ bearer: [] }],
        params: policyIdParams,
        response: { 200: renewalAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findCustomerPolicy(deps.db, callerOf(request).mobile, request.params.id);
      if (!row) throw new HttpError(404, apiMessages.notFound);
      const basis = await findPremiumBasis(deps.db, row.id);
      return { isSuccess: true, result: renewalView(row, basis, deps.clock.now()) };
    },
  );
}
