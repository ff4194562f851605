import {
  REQUEST_STATUSES,
  addInsuranceRequestResponse,
  apiMessages,
  apiPaths,
  getMyLoanRequestQuery,
  insuranceApplication,
  loanRequestList,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { encryptText } from '../../lib/crypto.ts';
import { assertOwnMobile, callerOf, requireRole } from '../../plugins/auth.ts';
import { insertRequest, listRequestsByPhone } from './requests.repository.ts';

export function requestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Anonymous visitors may apply; the request belongs to the phone number written in the application.
  api.post(
    apiPaths.addInsuranceRequest,
    {
      schema: {
        tags: ['requests'],
        body: insuranceApplication,
        response: { 200: addInsuranceRequestResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { aadhaar, ...application } = request.body;
      const now = deps.clock.now().toISOString();
      const status = REQUEST_STATUSES[0];
      const id = await insertRequest(deps.db, {
        phone: application.phone,
        policy_type: application.policyType,
        sum_assured: application.sumAssured ?? '',
        full_name: application.fullName,
        application: JSON.stringify(application),
        aadhaar_enc: aadhaar ? encryptText(deps.config.aadhaarKey, aadhaar) : '',
        status,
        remarks: '',
        created_on: now,
        updated_at: now,
      });
      return { isSuccess: true, message: apiMessages.requestSubmitted, result: { id, status } };
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
      const rows = await listRequestsByPhone(deps.db, caller.mobile);
      return rows.map((row) => ({
        id: row.id,
        policyType: row.policy_type,
        createdOn: row.created_on,
        requiredLoanAmount: row.sum_assured,
        status: row.status,
        remarks: row.remarks,
      }));
    },
  );
}
