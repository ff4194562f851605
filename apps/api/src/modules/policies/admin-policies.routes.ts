import {
  apiMessages,
  idParams,
  issuedPolicyFieldsOn,
  istDate,
  policyAnswer as policyAnswerSchema,
  policyChangeMessages,
  policyDocumentParams,
  policyIdParams,
  policyListAnswer,
  policyMessages,
  policyPaths,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { adminErrorAnswers } from '../admin/admin-schema.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { adviserWorksOn } from './adviser-access.ts';
import { sendDocument } from './download.ts';
import {
  findDocument,
  findPolicy,
  policiesAskingForHelp,
  policiesOfRequest,
  type PolicyRow,
} from './policies.repository.ts';
import { UPLOAD_BODY_LIMIT } from './policies.routes.ts';
import { policyAnswer, policyAnswers } from './policy-answers.ts';
import { parseDetails, readPolicyUpload, uploadRoutes } from './read-upload.ts';
import { recordIssuedPolicy } from './record-issued.ts';

/** An adviser may see a policy issued from a request, or one its owner added and asked for help with. */
export const adviserMaySee = (row: PolicyRow) => row.request_id !== null || row.help_requested === 1;

/** Registered inside the advisers' scope (admin.routes.ts), so every call here is an adviser's. */
export async function adminPoliciesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin: policies'];
    const audited = (adminMobile: string, action: string, entityId: number, detail?: unknown) =>
      writeAudit(deps.db, { adminMobile, action, entity: 'policy', entityId, detail }, deps.clock.now());
    const visiblePolicy = async (id: number) => {
      const row = await findPolicy(deps.db, id);
      if (!row || !adviserMaySee(row)) throw new HttpError(404, apiMessages.notFound);
      return row;
    };

    // the one route here that takes an upload (see uploadRoutes)
    await uploadRoutes(scope, (uploads) => {
      uploads.post(
        policyPaths.adminRecord,
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags,
            params: idParams,
            response: { 200: policyAnswerSchema, ...adminErrorAnswers, ...errorAnswers(413, 415) },
          },
        },
        async (request) => {
          const upload = await readPolicyUpload(request);
          const fields = parseDetails(issuedPolicyFieldsOn(istDate(deps.clock.now())), upload.fields.policy);
          const id = await recordIssuedPolicy(
            deps,
            callerOf(request).mobile,
            request.params.id,
            fields,
            upload.files,
          );
          const row = await visiblePolicy(id);
          return { isSuccess: true, message: policyMessages.recorded, result: await policyAnswer(deps, row) };
        },
      );
    });

    api.get(
      policyPaths.adminOfRequest,
      { schema: { tags, params: idParams, response: { 200: policyListAnswer, ...adminErrorAnswers } } },
      async (request) => {
        const rows = await policiesOfRequest(deps.db, request.params.id);
        if (rows.length > 0) {
          await audited(callerOf(request).mobile, 'policy.view', request.params.id, {
            policies: rows.map((r) => r.id),
          });
        }
        return { isSuccess: true, result: await policyAnswers(deps, rows) };
      },
    );

    api.get(
      policyPaths.adminHelp,
      { schema: { tags, response: { 200: policyListAnswer, ...adminErrorAnswers } } },
      async (request) => {
        const rows = await policiesAskingForHelp(deps.db);
        if (rows.length > 0) {
          await audited(callerOf(request).mobile, 'policy.view', 0, { policies: rows.map((r) => r.id) });
        }
        return { isSuccess: true, result: await policyAnswers(deps, rows) };
      },
    );

    api.get(
      policyPaths.adminPolicy,
      {
        schema: { tags, params: policyIdParams, response: { 200: policyAnswerSchema, ...adminErrorAnswers } },
      },
      async (request) => {
        const row = await visiblePolicy(request.params.id);
        await audited(callerOf(request).mobile, 'policy.view', row.id);
        return { isSuccess: true, message: '', result: await policyAnswer(deps, row) };
      },
    );

    // Only an adviser working on the customer sees a document (adviser-access.ts); every view, and every view
    // refused, is recorded before a byte leaves.
    api.get(
      policyPaths.adminDocument,
      { schema: { tags, params: policyDocumentParams, response: adminErrorAnswers } },
      async (request, reply) => {
        const adviser = callerOf(request).mobile;
        const row = await visiblePolicy(request.params.id);
        const doc = await findDocument(deps.db, row.id, request.params.documentId);
        if (!doc) throw new HttpError(404, apiMessages.notFound);
        if (!(await adviserWorksOn(deps.db, adviser, row))) {
          await audited(adviser, 'policy.document.refused', row.id, { documentId: doc.id });
          throw new HttpError(403, policyChangeMessages.notYourCustomer);
        }
        await audited(adviser, 'policy.document.view', row.id, {
          documentId: doc.id,
          kind: doc.kind,
        });
        return sendDocument(deps, reply, doc);
      },
    );
  });
}
