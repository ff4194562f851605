import { ADMIN_RECIPIENT, apiMessages, type issuedPolicyFields, policyMessages } from '@bimasetu/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { serviceText } from '../../sms/sms-provider.ts';
import { auditedChange } from '../admin/audited-change.ts';
import { findRequest } from '../admin/admin-requests.repository.ts';
import { insertMessage } from '../messages/messages.repository.ts';
import { insertEvent } from '../requests/requests.repository.ts';
import { newPolicyRow } from './new-policy.ts';
import {
  insertPolicy,
  insertPolicyEvent,
  markRequestIssued,
  policiesOfRequest,
} from './policies.repository.ts';
import type { UploadedFile } from './read-upload.ts';
import { keepPremiumBasis } from './renewal-basis.repository.ts';
import { saveDocuments } from './save-documents.ts';

const ISSUED_STATUS = 'Policy Issued';

/**
 * An adviser records the policy an insurer issued on a request, in one audited transaction: the policy, its
 * documents, the request's timeline entry and status, and the customer's in-app message. The service SMS goes
 * after the commit and never undoes it.
 */
export async function recordIssuedPolicy(
  deps: AppDeps,
  adminMobile: string,
  requestId: number,
  fields: z.output<typeof issuedPolicyFields>,
  files: UploadedFile[],
): Promise<number> {
  if (!files.some((f) => f.field === 'policy')) throw new HttpError(400, policyMessages.policyFileNeeded);
  const now = deps.clock.now();
  const { policyId, mobile } = await auditedChange(deps, adminMobile, async (trx, audit) => {
    const request = await findRequest(trx, requestId);
    if (!request) throw new HttpError(404, apiMessages.notFound);
    const earlier = await policiesOfRequest(trx, requestId);
    if (earlier.some((p) => p.policy_number === fields.policyNumber)) {
      throw new HttpError(400, policyMessages.alreadyRecorded);
    }
    const who = { source: 'issued' as const, owner: request.phone, createdBy: adminMobile, requestId };
    const row = newPolicyRow(fields, who, now);
    const id = await insertPolicy(trx, row);
    await keepPremiumBasis(trx, id, request.quote, fields.premium, now);
    const at = now.toISOString();
    await insertPolicyEvent(trx, {
      policy_id: id,
      event: 'issued',
      from_status: '',
      to_status: row.status,
      actor: adminMobile,
      at,
    });
    const documentIds = await saveDocuments(
      deps,
      trx,
      { policyId: id, owner: request.phone, uploadedBy: adminMobile, limited: false },
      files,
      now,
    );
    await markRequestIssued(trx, requestId, ISSUED_STATUS, now);
    await insertEvent(trx, {
      subject: 'application',
      subject_id: requestId,
      kind: 'policy',
      status: ISSUED_STATUS,
      remarks: `${fields.insurer} ${fields.policyNumber}`,
      premium: fields.premium,
      admin_mobile: adminMobile,
      at,
    });
    await insertMessage(trx, {
      parentmessageid: null,
      message_date: at,
      from_mobile: ADMIN_RECIPIENT,
      to_mobile: request.phone,
      message_content: policyMessages.issuedInApp(fields.insurer, fields.policyNumber, request.reference),
      status: 'new',
    });
    await audit({
      action: 'policy.record',
      entity: 'policy',
      entityId: id,
      detail: { requestId, policyNumber: fields.policyNumber, documents: documentIds, from: request.status },
    });
    return { policyId: id, mobile: request.phone };
  });
  const variables = [fields.insurer, fields.policyNumber];
  try {
    await deps.sms.sendService(mobile, {
      template: 'policy-issued',
      variables,
      text: serviceText(deps.config.policyIssuedTemplate, variables),
    });
  } catch (error) {
    deps.log.warn({ err: error, policyId }, 'policy-issued SMS not sent; the in-app message stands');
  }
  return policyId;
}
