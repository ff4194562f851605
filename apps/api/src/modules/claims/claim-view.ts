import {
  CLAIM_DOCUMENTS,
  claimClock,
  claimNextStates,
  grievanceReasonFor,
  type ClaimKind,
  type ClaimMove,
  type ClaimState,
  type ClaimView,
  type DeductionLine,
} from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clockAnswer } from './case-clock.ts';
import { caseEvents, policiesById, type ClaimRow } from './claims.repository.ts';
import { grievanceAnswer } from './grievance-view.ts';
import { grievanceSteps } from './grievances.repository.ts';

/** Each claim as its owner (or its nominee) sees it: state, live clock with its rule, grievance, timeline. */
export async function claimViews(db: Kysely<Database>, rows: ClaimRow[], now: Date): Promise<ClaimView[]> {
  const events = await caseEvents(
    db,
    'claim',
    rows.map((row) => row.id),
  );
  const uploaded = rows.length
    ? await db
        .selectFrom('claim_documents')
        .select(['claim_id', 'item'])
        .where(
          'claim_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const grievances = await grievanceSteps(
    db,
    rows.map((row) => row.id),
  );
  const policies = await policiesById(
    db,
    rows.map((row) => row.policy_id),
  );
  return rows.map((row) => {
    const kind = row.kind as ClaimKind;
    const state = row.state as ClaimState;
    const own = events.filter((event) => event.subject_id === row.id);
    const moves: ClaimMove[] = own.map((event) => ({
      state: event.state as ClaimState,
      at: new Date(event.at),
    }));
    const clock = claimClock(kind, row.investigated === 1, moves, now);
    const reason = grievanceReasonFor(state, clock);
    const policy = policies.get(row.policy_id);
    return {
      id: row.id,
      policyId: row.policy_id,
      policyNumber: policy?.policy_number ?? '',
      insurer: policy?.insurer ?? '',
      kind,
      state,
      claimedAmount: row.claimed_amount,
      approvedAmount: row.approved_amount,
      insurerReference: row.insurer_reference,
      deductions: row.deductions ? (JSON.parse(row.deductions) as DeductionLine[]) : [],
      checklist: CLAIM_DOCUMENTS[kind].map((item) => ({
        item,
        uploaded: uploaded.some((doc) => doc.claim_id === row.id && doc.item === item),
      })),
      clock: clock
        ? clockAnswer(
            clock.id,
            clock.startedAt,
            clock.reading,
            clock.stopped ? { inTime: clock.decidedInTime } : undefined,
          )
        : null,
      grievance: grievanceAnswer(
        reason,
        row.claimed_amount ?? 0,
        grievances.filter((step) => step.claim_id === row.id),
        now,
      ),
      timeline: own.map((event) => ({
        state: event.state,
        note: event.note,
        at: event.at,
        by: event.by as 'you' | 'nominee' | 'adviser',
      })),
      next: claimNextStates(kind, state, moves),
    };
  });
}
