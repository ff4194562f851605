import {
  customerStatusOfLead,
  LEAD_STATUSES,
  REQUEST_STATUSES,
  addInsuranceRequestResponse,
  apiMessages,
  apiPaths,
  getMyLoanRequestQuery,
  insuranceApplication,
  loanRequestList,
  myRequestQuery,
  myRequestResponse,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { encryptText } from '../../lib/crypto.ts';
import { newReference } from '../../lib/reference.ts';
import { assertOwnMobile, callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { priceApplicationQuote } from '../pricing/application-pricing.ts';
import {
  findOwnRequest,
  insertRequest,
  listEvents,
  listRequestsByPhone,
  listTrackedLeads,
} from './requests.repository.ts';
import { applicationFingerprint, fileOnce } from './submitted-once.ts';
import { applicationItem, leadItem, timelineOf } from './tracker.ts';

export function requestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Only a logged-in customer applies, and only for their own verified mobile, so no one can put a request
  // into someone else's tracker.
  api.post(
    apiPaths.addInsuranceRequest,
    {
      onRequest: requireRole(deps, 'customer'),
      schema: {
        tags: ['requests'],
        security: [{ bearer: [] }],
        body: insuranceApplication,
        response: { 200: addInsuranceRequestResponse, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { aadhaar, quote: opened, ...application } = request.body;
      if (application.phone !== caller.mobile) throw new HttpError(403, apiMessages.applicationPhoneNotYours);
      const now = deps.clock.now();
      const priced = opened ? priceApplicationQuote(opened, request.body, now) : null;
      const quote = priced?.stored ?? null;
      // the application keeps the person its premium was priced for: its own answers, blanks taken from the quote
      for (const [field, value] of Object.entries(priced?.person ?? {})) {
        if (value) Object.assign(application, { [field]: value });
      }
      const status = REQUEST_STATUSES[0];
      // the same application again within minutes while the first is open (a double click, a retry) answers
      // with the first one's reference: one request, however many times it is sent (submitted-once.ts)
      const fingerprint = applicationFingerprint(deps.config.otpSecret, caller.mobile, request.body);
      const filed = await fileOnce(
        deps.db,
        fingerprint,
        now,
        async (trx) => {
          const reference = newReference();
          const id = await insertRequest(trx, {
            reference,
            phone: application.phone,
            policy_type: application.policyType,
            // the server's own cover when it priced a plan, else what the customer wrote
            sum_assured: quote?.cover ? String(quote.cover) : (application.sumAssured ?? ''),
            full_name: application.fullName,
            application: JSON.stringify(quote ? { ...application, plan: quote.planName } : application),
            aadhaar_enc: aadhaar ? encryptText(deps.config.aadhaarKey, aadhaar) : '',
            status,
            remarks: '',
            created_on: now.toISOString(),
            updated_at: now.toISOString(),
            plan_id: quote?.planId ?? '',
            plan_name: quote?.planName ?? '',
            insurer: quote?.insurer ?? '',
            quote: quote ? JSON.stringify(quote) : '',
          });
          return { id, status, reference };
        },
        request.log,
      );
      return { isSuccess: true, message: apiMessages.requestSubmitted, result: filed };
    },
  );

  api.get(
    apiPaths.getMyLoanRequest,
    {
      onRequest: requireRole(deps, 'customer'),
      schema: {
        tags: ['requests'],
        security: [{ bearer: [] }],
        querystring: getMyLoanRequestQuery,
        response: { 200: loanRequestList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnMobile(caller, request.query.mobile);
      const [applications, leads] = await Promise.all([
        listRequestsByPhone(deps.db, caller.mobile),
        listTrackedLeads(deps.db, caller.mobile),
      ]);
      const items = [...applications.map(applicationItem), ...leads.map(leadItem)];
      // newest first across both kinds; the ISO times sort as text
      items.sort((a, b) => (a.createdOn < b.createdOn ? 1 : a.createdOn > b.createdOn ? -1 : 0));
      return items.map(({ quote: _quote, ...item }) => item);
    },
  );

  api.get(
    apiPaths.getMyRequest,
    {
      onRequest: requireRole(deps, 'customer'),
      schema: {
        tags: ['requests'],
        security: [{ bearer: [] }],
        querystring: myRequestQuery,
        response: { 200: myRequestResponse, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { reference } = request.query;
      const row = await findOwnRequest(deps.db, caller.mobile, reference);
      if (row) {
        const events = await listEvents(deps.db, 'application', row.id);
        return {
          isSuccess: true,
          result: {
            ...applicationItem(row),
            revisedReason: row.revised_reason,
            timeline: timelineOf(row.created_on, REQUEST_STATUSES[0], events),
          },
        };
      }
      const [lead] = await listTrackedLeads(deps.db, caller.mobile, reference);
      if (!lead) throw new HttpError(404, apiMessages.notFound);
      const events = await listEvents(deps.db, 'lead', lead.id);
      return {
        isSuccess: true,
        result: {
          ...leadItem(lead),
          revisedReason: '',
          timeline: timelineOf(
            lead.created_at,
            customerStatusOfLead(LEAD_STATUSES[0]),
            events.map((e) => ({ ...e, status: customerStatusOfLead(e.status) })),
          ),
        },
      };
    },
  );
}
