import {
  adminMessages,
  adminPaths,
  adminResult,
  apiMessages,
  idParams,
  REQUEST_STATUSES,
  requestDetail,
  requestStatusBody,
  revisedPremiumBody,
  requestsPage,
  requestsQuery,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { decryptText, maskAadhaar } from '../../lib/crypto.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseStoredQuote } from '../../lib/stored-quote.ts';
import { pricePlan } from '../pricing/server-quote.ts';
import { insertEvent, listEvents } from '../requests/requests.repository.ts';
import { quoteSummary, timelineOf } from '../requests/tracker.ts';
import {
  findRequest,
  listRequests,
  setRequestStatus,
  setRevisedPremium,
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
      const stored = parseStoredQuote(row.quote);
      // the server's price for the same inputs now: a new rate version (or a birthday) shows as a difference
      const now =
        stored && pricePlan(stored.line, stored.planId, stored.details, deps.clock.now(), stored.choices);
      const events = await listEvents(deps.db, 'application', row.id);
      return {
        isSuccess: true,
        result: {
          ...toAdminRequestItem(row),
          application: JSON.parse(row.application) as Record<string, unknown>,
          aadhaar,
          reference: row.reference,
          planId: row.plan_id,
          planName: row.plan_name,
          insurer: row.insurer,
          quote: stored && quoteSummary(stored),
          repriced: now?.ok ? quoteSummary(now.quote) : null,
          revisedPremium: row.revised_premium,
          revisedReason: row.revised_reason,
          timeline: timelineOf(row.created_on, REQUEST_STATUSES[0], events),
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
      const adminMobile = callerOf(request).mobile;
      await auditedChange(deps, adminMobile, async (trx, audit) => {
        const before = await findRequest(trx, id);
        const now = deps.clock.now();
        if (!before || !(await setRequestStatus(trx, id, request.body, now))) {
          throw new HttpError(404, apiMessages.notFound);
        }
        // the customer's timeline: every status change with its remarks and time
        await insertEvent(trx, {
          subject: 'application',
          subject_id: id,
          kind: 'status',
          status: request.body.status,
          remarks: request.body.remarks,
          premium: null,
          admin_mobile: adminMobile,
          at: now.toISOString(),
        });
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

  api.post(
    adminPaths.requestPremium,
    {
      schema: {
        tags,
        params: idParams,
        body: revisedPremiumBody,
        response: { 200: adminResult, ...adminErrorAnswers, ...errorAnswers(409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminMobile = callerOf(request).mobile;
      await auditedChange(deps, adminMobile, async (trx, audit) => {
        const before = await findRequest(trx, id);
        if (!before) throw new HttpError(404, apiMessages.notFound);
        // The request is well formed; the application's state refuses it (no field is wrong): 409, not 400.
        if (!before.quote) throw new HttpError(409, adminMessages.noQuoteToRevise);
        const now = deps.clock.now();
        await setRevisedPremium(trx, id, request.body, now);
        await insertEvent(trx, {
          subject: 'application',
          subject_id: id,
          kind: 'premium',
          status: before.status,
          remarks: request.body.reason,
          premium: request.body.premium,
          admin_mobile: adminMobile,
          at: now.toISOString(),
        });
        await audit({
          action: 'request.premium',
          entity: 'insurance_request',
          entityId: id,
          detail: { from: before.revised_premium, to: request.body.premium, reason: request.body.reason },
        });
      });
      return { isSuccess: true, message: adminMessages.premiumRevised, result: { id } };
    },
  );
}
