import {
  apiMessages,
  apiPaths,
  apiResultSchema,
  disclosuresAnswer,
  eraseAccountBody,
  myConsentsAnswer,
  myDataExport,
  withdrawConsentBody,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { decryptText, maskAadhaar } from '../../lib/crypto.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { listConsents, withdrawConsent } from './consents.repository.ts';
import { eraseCases, exportCases } from '../claims/case-data-rights.ts';
import { erasePolicies, exportPolicies } from '../policies/policy-data-rights.ts';
import { eraseCustomer, exportMyData } from './my-data.repository.ts';

/**
 * How a customer's own step is named in the audit log (a data request, a withdrawn service request): the mobile
 * masked to its last four digits.
 */
export const customerActor = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

/**
 * The deployment's disclosures, and a customer's data rights: their consents and withdrawing one, a download of
 * everything held about them, and erasing the account. Exports and erasures are written to the audit log the
 * advisers' console shows.
 */
export function privacyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = requireRole(deps, 'customer');
  const bearer = { tags: ['privacy'], security: [{ bearer: [] }] };
  const mask = (enc: string) => maskAadhaar(decryptText(deps.config.aadhaarKey, enc));

  // Read by every page's footer after load, so prerendered HTML never carries one deployment's details.
  api.get(
    apiPaths.getDisclosures,
    { schema: { tags: ['privacy'], response: { 200: disclosuresAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const details = deps.config.disclosures;
      return {
        isSuccess: true,
        demo: details === null,
        details,
        leadRetentionDays: deps.config.retention.leadDays,
      };
    },
  );

  api.get(
    apiPaths.getMyConsents,
    {
      onRequest: customerOnly,
      schema: { ...bearer, response: { 200: myConsentsAnswer, ...errorAnswers(401, 403) } },
    },
    async (request) => ({ isSuccess: true, result: await listConsents(deps.db, callerOf(request).mobile) }),
  );

  api.post(
    apiPaths.withdrawConsent,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        body: withdrawConsentBody,
        response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const done = await withdrawConsent(
        deps.db,
        request.body.id,
        callerOf(request).mobile,
        deps.clock.now(),
      );
      if (!done) throw new HttpError(404, apiMessages.consentNotFound);
      return { isSuccess: true, message: apiMessages.consentWithdrawn };
    },
  );

  api.get(
    apiPaths.downloadMyData,
    {
      onRequest: customerOnly,
      schema: { ...bearer, response: { 200: myDataExport, ...errorAnswers(401, 403) } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const now = deps.clock.now();
      const data = await exportMyData(deps.db, caller, mask, now);
      const policies = await exportPolicies(deps.db, deps.documents, caller.mobile);
      const cases = await exportCases(deps.db, deps.documents, caller.mobile);
      await writeAudit(
        deps.db,
        {
          adminMobile: customerActor(caller.mobile),
          action: 'data.export',
          entity: 'customer',
          entityId: caller.customerId,
        },
        now,
      );
      reply.header('cache-control', 'no-store');
      return { ...data, policies, ...cases };
    },
  );

  api.post(
    apiPaths.eraseMyAccount,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        body: eraseAccountBody,
        response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        await eraseCustomer(trx, caller.mobile, now);
        // the cases first: a nominee's claim documents are found by the claim's links, which go with them
        await eraseCases(trx, caller.mobile, now);
        await erasePolicies(trx, caller.mobile, now);
        await writeAudit(
          trx,
          {
            adminMobile: customerActor(caller.mobile),
            action: 'data.erase',
            entity: 'customer',
            entityId: caller.customerId,
          },
          now,
        );
      });
      return { isSuccess: true, message: apiMessages.accountErased };
    },
  );
}
