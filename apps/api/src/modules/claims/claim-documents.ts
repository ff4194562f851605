import { CLAIM_DOCUMENTS, claimMessages, DOCUMENTS_PER_UPLOAD_MAX, type ClaimKind } from '@bimasetu/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { readUpload, uploadRefusals } from '../policies/read-upload.ts';
import { saveDocuments } from '../policies/save-documents.ts';
import { addCaseEvent, type ClaimRow } from './claims.repository.ts';

/**
 * A claim's documents go into the vault beside the policy's own (sealed, the same hourly allowance), each form
 * field named by its checklist item; one transaction stores them, links them and notes them on the timeline.
 */
export async function addClaimDocuments(
  deps: AppDeps,
  request: FastifyRequest,
  claim: ClaimRow,
  uploader: { mobile: string; by: 'you' | 'nominee' },
): Promise<void> {
  const items = CLAIM_DOCUMENTS[claim.kind as ClaimKind];
  const upload = await readUpload(request, { fileFields: items, maxFiles: DOCUMENTS_PER_UPLOAD_MAX });
  if (upload.files.length === 0) throw new HttpError(400, uploadRefusals.noFile);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const target = {
      policyId: claim.policy_id,
      owner: claim.customer_mobile,
      uploadedBy: uploader.mobile,
      limited: true,
    };
    // kept in the vault as 'other' documents of the policy (its owner sees them there); the link names the item
    const asVault = upload.files.map((file) => ({ ...file, field: 'other' }));
    const ids = await saveDocuments(deps, trx, target, asVault, now);
    await trx
      .insertInto('claim_documents')
      .values(ids.map((id, n) => ({ claim_id: claim.id, document_id: id, item: upload.files[n]!.field })))
      .execute();
    // the contract's words for an upload and the items' codes: a fact the screens word in the customer's language
    // (apps/web/app/features/claims/claim-timeline.ts), never shown as stored
    await addCaseEvent(trx, {
      subject: 'claim',
      subject_id: claim.id,
      state: claim.state,
      note: `${claimMessages.documentsAdded}: ${upload.files.map((file) => file.field).join(', ')}`,
      by: uploader.by,
      actor: uploader.mobile,
      at: now.toISOString(),
    });
  });
}
