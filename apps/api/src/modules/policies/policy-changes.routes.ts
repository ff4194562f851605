import {
  adviserPolicyChange,
  apiMessages,
  customerPolicyChange,
  policyAnswer as policyAnswerSchema,
  policyChangeMessages,
  policyChangePaths,
  policyIdParams,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { adminErrorAnswers } from '../admin/admin-schema.ts';
import { findCustomerPolicy, findPolicy } from './policies.repository.ts';
import { policyAnswer } from './policy-answers.ts';
import { recordPolicyChange } from './record-change.ts';

/** A customer records the renewal or cancellation of a policy they added; anyone else's is 404. */
export async function policyChangesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireRole(deps, 'customer'));
    scope.withTypeProvider<ZodTypeProvider>().post(
      policyChangePaths.customer,
      {
        schema: {
          tags: ['policies'],
          security: [{ bearer: [] }],
          params: policyIdParams,
          body: customerPolicyChange,
          response: { 200: policyAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const mobile = callerOf(request).mobile;
        const actor = { role: 'customer' as const, mobile };
        const id = await recordPolicyChange(deps, actor, request.params.id, request.body);
        const row = await findCustomerPolicy(deps.db, mobile, id);
        if (!row) throw new HttpError(404, apiMessages.notFound);
        const message = policyChangeMessages.recorded[request.body.event];
        return { isSuccess: true, message, result: await policyAnswer(deps, row) };
      },
    );
  });
}

/** Registered in the advisers' scope: a premium paid, a renewal, a revival or a cancellation of an issued policy. */
export function adminPolicyChangesRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.withTypeProvider<ZodTypeProvider>().post(
    policyChangePaths.adviser,
    {
      schema: {
        tags: ['admin: policies'],
        params: policyIdParams,
        body: adviserPolicyChange,
        response: { 200: policyAnswerSchema, ...adminErrorAnswers, ...errorAnswers(409) },
      },
    },
    async (request) => {
      const actor = { role: 'admin' as const, mobile: callerOf(request).mobile };
      const id = await recordPolicyChange(deps, actor, request.params.id, request.body);
      const row = await findPolicy(deps.db, id);
      if (!row) throw new HttpError(404, apiMessages.notFound);
      const message = policyChangeMessages.recorded[request.body.event];
      return { isSuccess: true, message, result: await policyAnswer(deps, row) };
    },
  );
}
