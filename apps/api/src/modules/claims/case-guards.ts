// The rules that keep one case for one thing: a death claim once per policy, an identical claim or service request
// not twice while the first is open, and only on a policy that can still carry it. The checks that read earlier
// cases run inside `lockPolicyCases`, so two requests for the same policy take turns instead of both finding none.
import {
  istDate,
  SERVICE_REQUEST_CLOSED,
  settlePolicyStatus,
  type ClaimKind,
  type PolicyStatus,
  type ServiceRequestKind,
} from '@bimasetu/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockKeys } from '../auth/otp-lock.ts';
import type { PolicyRow } from '../policies/policies.repository.ts';
import { policyDatesOf } from '../policies/policy-view.ts';
import type { ClaimTable, ServiceRequestTable } from './claims.table.ts';

/**
 * Holds the policy's case lock until the transaction ends. PostgreSQL: a transaction advisory lock, shared by
 * every process on the database (the OTP's lock, otp-lock.ts, with a key of its own). SQLite: the app's one
 * connection runs one transaction at a time, and another process's commit between this transaction's read and
 * its write fails the write (WAL snapshot) rather than letting both in. Callers that hold a mobile's OTP lock take
 * this one after it, never before, so no two requests wait on each other in a circle.
 */
export function lockPolicyCases(trx: Transaction<Database>, policyId: number): Promise<void> {
  return lockKeys(trx, [`policy-cases:${policyId}`]);
}

/** A claim is open until the insurer has paid or rejected it (or it was closed after either). */
const CLAIM_ENDED = ['paid', 'rejected', 'closed'] as const;

/** The open claim on this policy of this kind for this amount (no amount matching no amount), if any. */
export async function openSameClaim(
  db: Kysely<Database>,
  claim: { policyId: number; kind: ClaimKind; claimedAmount: number | null },
): Promise<Selectable<ClaimTable> | undefined> {
  let query = db
    .selectFrom('claims')
    .selectAll()
    .where('policy_id', '=', claim.policyId)
    .where('kind', '=', claim.kind)
    .where('state', 'not in', CLAIM_ENDED);
  query =
    claim.claimedAmount === null
      ? query.where('claimed_amount', 'is', null)
      : query.where('claimed_amount', '=', claim.claimedAmount);
  return query.orderBy('id').executeTakeFirst();
}

/**
 * The policy's death claim that stands: open, or settled (paid, or closed after it was paid). One that was
 * rejected (and perhaps closed after) does not stand: the nominee may claim again.
 */
export async function standingDeathClaim(
  db: Kysely<Database>,
  policyId: number,
): Promise<Selectable<ClaimTable> | undefined> {
  return db
    .selectFrom('claims')
    .selectAll()
    .where('policy_id', '=', policyId)
    .where('kind', '=', 'death')
    .where((eb) =>
      eb.or([
        eb('state', 'not in', ['rejected', 'closed']),
        eb.and([
          eb('state', '=', 'closed'),
          eb.exists(
            eb
              .selectFrom('case_events')
              .select('case_events.id')
              .where('case_events.subject', '=', 'claim')
              .whereRef('case_events.subject_id', '=', 'claims.id')
              .where('case_events.state', '=', 'paid'),
          ),
        ]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** The open service request on this policy of this kind with these details, if any. */
export async function openSameServiceRequest(
  db: Kysely<Database>,
  request: { policyId: number; kind: ServiceRequestKind; details: string },
): Promise<Selectable<ServiceRequestTable> | undefined> {
  return db
    .selectFrom('service_requests')
    .selectAll()
    .where('policy_id', '=', request.policyId)
    .where('kind', '=', request.kind)
    .where('details', '=', request.details)
    .where('state', 'not in', SERVICE_REQUEST_CLOSED)
    .orderBy('id')
    .executeTakeFirst();
}

/** The policy's status today (India): the stored one, settled on its dates for the hours before the job runs. */
export function policyStatusNow(row: PolicyRow, now: Date): PolicyStatus {
  return settlePolicyStatus(row.status as PolicyStatus, policyDatesOf(row), istDate(now)).status;
}

/** Statuses in which the policy covers today: grace included (GRACE_RULE: the cover carries on until it ends). */
const IN_FORCE: readonly PolicyStatus[] = ['in-free-look', 'active', 'renewal-due', 'in-grace'];

/** In force today: started (when its start is known) and not lapsed, expired, renewed away or cancelled. */
export function policyInForce(row: PolicyRow, now: Date): boolean {
  const today = istDate(now);
  if (row.start_date !== null && row.start_date > today) return false;
  return IN_FORCE.includes(policyStatusNow(row, now));
}

/**
 * Still alive for a change to it (nominee, address, members, a cancellation): not cancelled, expired or renewed
 * into a new policy. A lapsed life policy may still be revived, so it may still be changed.
 */
export function policyChangeable(row: PolicyRow, now: Date): boolean {
  const status = policyStatusNow(row, now);
  return status !== 'cancelled' && status !== 'expired' && status !== 'renewed';
}
