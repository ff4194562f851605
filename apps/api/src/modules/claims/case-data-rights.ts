// A customer's claims, grievances and service requests under their data rights: what the data download carries,
// and what erasing the account leaves of them (policy-data-rights.ts does the same for the vault's policies).
import {
  CLAIM_DECIDED,
  SERVICE_REQUEST_CLOSED,
  type ClaimState,
  type ServiceRequestState,
} from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentStore } from '../policies/document-store.ts';
import { withContent } from '../policies/policy-data-rights.ts';

/** The last step of a case its customer's erasure closed, as the advisers' timeline shows it. */
export const ERASED_CASE_NOTE = 'Closed: the customer erased their account';

/** A claim's deduction lines, kept as JSON text, as the download carries them. */
const parsedDeductions = (deductions: string): unknown =>
  deductions ? (JSON.parse(deductions) as unknown) : [];

/**
 * The claims the caller sees (on their own policies, or started by them as a nominee) and their service requests,
 * for the data download: each claim as stored with its timeline, its documents' bytes (base64), its grievance steps
 * and every adviser's read or move of it (audit log); each service request with its timeline and moves. A step's
 * `actor` (an adviser's mobile) stays out: `by` says who took it.
 */
export async function exportCases(
  db: Kysely<Database>,
  documents: DocumentStore,
  mobile: string,
): Promise<{ claims: Record<string, unknown>[]; serviceRequests: Record<string, unknown>[] }> {
  const [claims, requests] = await Promise.all([
    db
      .selectFrom('claims')
      .selectAll()
      .where((eb) => eb.or([eb('customer_mobile', '=', mobile), eb('claimant_mobile', '=', mobile)]))
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('service_requests')
      .selectAll()
      .where('customer_mobile', '=', mobile)
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute(),
  ]);
  const claimIds = claims.map((row) => row.id);
  const requestIds = requests.map((row) => row.id);
  const [events, docs, steps, views] = await Promise.all([
    claims.length + requests.length === 0
      ? []
      : db
          .selectFrom('case_events')
          .select(['subject', 'subject_id', 'state', 'note', 'by', 'at'])
          .where((eb) =>
            eb.or([
              eb.and([eb('subject', '=', 'claim'), eb('subject_id', 'in', [0, ...claimIds])]),
              eb.and([eb('subject', '=', 'service-request'), eb('subject_id', 'in', [0, ...requestIds])]),
            ]),
          )
          .orderBy('id')
          .execute(),
    claims.length === 0
      ? []
      : db
          .selectFrom('claim_documents')
          .innerJoin('policy_documents', 'policy_documents.id', 'claim_documents.document_id')
          .select([
            'claim_documents.claim_id',
            'claim_documents.item',
            'policy_documents.id',
            'policy_documents.file_name',
            'policy_documents.content_type',
            'policy_documents.size',
            'policy_documents.sha256',
            'policy_documents.uploaded_at',
          ])
          .where('claim_documents.claim_id', 'in', claimIds)
          .orderBy('claim_documents.id')
          .execute(),
    claims.length === 0
      ? []
      : db
          .selectFrom('grievance_steps')
          .select(['claim_id', 'step', 'reason', 'at', 'recorded_at', 'by'])
          .where('claim_id', 'in', claimIds)
          .orderBy('id')
          .execute(),
    claims.length + requests.length === 0
      ? []
      : db
          .selectFrom('audit_log')
          .select(['at', 'action', 'entity', 'entity_id', 'detail'])
          .where((eb) =>
            eb.or([
              eb.and([eb('entity', '=', 'claim'), eb('entity_id', 'in', ['', ...claimIds.map(String)])]),
              eb.and([
                eb('entity', '=', 'service_request'),
                eb('entity_id', 'in', ['', ...requestIds.map(String)]),
              ]),
            ]),
          )
          .orderBy('id')
          .execute(),
  ]);
  const withBytes = await withContent(db, documents, docs);
  const timeline = (subject: 'claim' | 'service-request', id: number) =>
    events
      .filter((event) => event.subject === subject && event.subject_id === id)
      .map(({ subject: _subject, subject_id: _id, ...event }) => event);
  const adviserViews = (entity: 'claim' | 'service_request', id: number) =>
    views
      .filter((view) => view.entity === entity && view.entity_id === String(id))
      .map(({ entity: _entity, ...view }) => view);
  return {
    claims: claims.map(({ erased_at: _erased, ...row }) => ({
      ...row,
      deductions: parsedDeductions(row.deductions),
      events: timeline('claim', row.id),
      documents: withBytes
        .filter((doc) => doc.claim_id === row.id)
        .map(({ claim_id: _claim, ...doc }) => doc),
      grievanceSteps: steps
        .filter((step) => step.claim_id === row.id)
        .map(({ claim_id: _claim, ...step }) => step),
      adviserViews: adviserViews('claim', row.id),
    })),
    serviceRequests: requests.map(({ erased_at: _erased, ...row }) => ({
      ...row,
      events: timeline('service-request', row.id),
      adviserViews: adviserViews('service_request', row.id),
    })),
  };
}

/**
 * Erasure: the caller's claims (on their policies, or started by them as a nominee) and service requests keep only
 * their bare record, as an issued policy does: kind, state, the amounts claimed and approved, the insurer's claim
 * reference, the grievance steps, and each step's state, who (you, nominee, adviser) and when. The notes and details
 * the customer or an adviser wrote, the deductions' wording, and the claim's documents (their bytes and links) go; a
 * case still open is closed (a claim) or refused (a service request) with ERASED_CASE_NOTE, so it leaves the
 * advisers' queues and its clock stops. Marked `erased_at`, a later account on the same mobile is not shown them.
 * Runs in the caller's transaction, before erasePolicies (which deletes the owner's vault documents).
 */
export async function eraseCases(trx: Kysely<Database>, mobile: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const claims = await trx
    .selectFrom('claims')
    .select(['id', 'state', 'customer_mobile'])
    .where((eb) => eb.or([eb('customer_mobile', '=', mobile), eb('claimant_mobile', '=', mobile)]))
    .where('erased_at', 'is', null)
    .execute();
  const requests = await trx
    .selectFrom('service_requests')
    .select(['id', 'state'])
    .where('customer_mobile', '=', mobile)
    .where('erased_at', 'is', null)
    .execute();
  if (claims.length > 0) {
    const ids = claims.map((row) => row.id);
    // a nominee's documents sit on another's policy (its owner's vault), so they go by the claim's links
    const linked = trx.selectFrom('claim_documents').select('document_id').where('claim_id', 'in', ids);
    await trx.deleteFrom('policy_documents').where('id', 'in', linked).execute();
    await trx.deleteFrom('claim_documents').where('claim_id', 'in', ids).execute();
    await trx
      .updateTable('claims')
      .set({ deductions: '', erased_at: at, updated_at: at })
      .where('id', 'in', ids)
      .execute();
    const open = claims.filter((row) => !CLAIM_DECIDED.includes(row.state as ClaimState));
    if (open.length > 0) {
      await trx
        .updateTable('claims')
        .set({ state: 'closed' })
        .where(
          'id',
          'in',
          open.map((row) => row.id),
        )
        .execute();
    }
    const closing = open.map((row) => ({
      id: row.id,
      state: 'closed',
      by: row.customer_mobile === mobile ? ('you' as const) : ('nominee' as const),
    }));
    await endTimelines(trx, 'claim', ids, closing, { actor: mobile, at });
  }
  if (requests.length > 0) {
    const ids = requests.map((row) => row.id);
    await trx
      .updateTable('service_requests')
      .set({ details: '', erased_at: at, updated_at: at })
      .where('id', 'in', ids)
      .execute();
    const open = requests.filter((row) => !SERVICE_REQUEST_CLOSED.includes(row.state as ServiceRequestState));
    if (open.length > 0) {
      // refused, with the reason on its timeline, ends it for the advisers ('withdrawn' is the customer's own move
      // on a request they keep; an erased one is ended by the erasure, and its reason says so)
      await trx
        .updateTable('service_requests')
        .set({ state: 'refused', closed_at: at })
        .where(
          'id',
          'in',
          open.map((row) => row.id),
        )
        .execute();
    }
    const closing = open.map((row) => ({ id: row.id, state: 'refused', by: 'you' as const }));
    await endTimelines(trx, 'service-request', ids, closing, { actor: mobile, at });
  }
}

/**
 * An erased account's cases on their timelines: every note written on them blanked, then each case the erasure
 * closed given its last step, ERASED_CASE_NOTE.
 */
async function endTimelines(
  trx: Kysely<Database>,
  subject: 'claim' | 'service-request',
  ids: number[],
  closing: { id: number; state: string; by: 'you' | 'nominee' }[],
  step: { actor: string; at: string },
): Promise<void> {
  await trx
    .updateTable('case_events')
    .set({ note: '' })
    .where('subject', '=', subject)
    .where('subject_id', 'in', ids)
    .execute();
  if (closing.length === 0) return;
  await trx
    .insertInto('case_events')
    .values(
      closing.map((row) => ({
        subject,
        subject_id: row.id,
        state: row.state,
        note: ERASED_CASE_NOTE,
        by: row.by,
        ...step,
      })),
    )
    .execute();
}
