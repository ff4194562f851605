import {
  adminMessages,
  adminPaths,
  adminResult,
  apiMessages,
  idParams,
  requestDetail,
  requestStatusBody,
  requestsPage,
  requestsQuery,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { decryptText, maskAadhaar } from '../../lib/crypto.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  findRequest,
  listRequests,
  setRequestStatus,
  toAdminRequestItem,
} from './admin-requests.repository.ts';
import { writeAudit } from './audit.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';
import { auditedChange } from './audited-change.ts';
import { pageEnvelope, toLimit } from './paging.ts';

export function adminRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: requests'];

  api.get(
    adminPaths.requests,
    { schema: { tags, querystring: requestsQuery, response: { 200: requestsPage, ...adminErrorAnswers } } },
    async (request) => {
      const { rows, total } = await listRequests(deps.db, request.query, toLimit(request.query));
      return pageEnvelope(rows.map(toAdminRequestItem), total, request.query);
    },
  );

  api.get(
    adminPaths.request,
    { schema: { tags, params: idParams, response: { 200: requestDetail, ...adminErrorAnswers } } },
    async (request) => {
      const row = await findRequest(deps.db, request.params.id);
      if (!row) throw new HttpError(404, apiMessages.notFound);
      // Opening an application shows personal data: it is recorded like any other action.
      await writeAudit(
        deps.db,
        {
          adminMobile: callerOf(request).mobile,
          action: 'request.view',
          entity: 'insurance_request',
          entityId: row.id,
        },
        deps.clock.now(),
      );
      const aadhaar = row.aadhaar_enc
        ? maskAadhaar(decryptText(deps.config.aadhaarKey, row.aadhaar_enc))
        : '';
      return {
        isSuccess: true,
        result: {
          ...toAdminRequestItem(row),
          application: JSON.parse(row.application) as Record<string, unknown>,
          aadhaar,
        },
      };
    },
  );

  api.post(
    adminPaths.requestStatus,
    {
      schema: {
        tags,
        params: idParams,
        body: requestStatusBody,
        response: { 200: adminResult, ...adminErrorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      await auditedChange(deps, callerOf(request).mobile, async (trx, audit) => {
        const before = await findRequest(trx, id);
        if (!before || !(await setRequestStatus(trx, id, request.body, deps.clock.now()))) {
          throw new HttpError(404, apiMessages.notFound);
        }
        await audit({
          action: 'request.status',
          entity: 'insurance_request',
          entityId: id,
          detail: { from: before.status, to: request.body.status, remarks: request.body.remarks },
        });
      });
      return { isSuccess: true, message: adminMessages.requestUpdated, result: { id } };
    },
  );
}
