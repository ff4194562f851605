import {
  nextPolicyStatus,
  settlePolicyStatus,
  type PolicyEvent,
  type PolicyStatus,
} from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { insertPolicyEvent, type PolicyRow } from './policies.repository.ts';
import { policyDatesOf } from './policy-view.ts';

/** Who the status job's own events name as their actor. */
export const STATUS_JOB_ACTOR = 'status-job';

/**
 * Moves a stored status along `events` in one step, writing a status event row for each; only when the row still
 * has the status it was read with, so two processes settling the same policy write its events once. Run it in a
 * transaction. Answers the row as stored after, or undefined when another writer moved it first.
 */
export async function moveStoredStatus(
  trx: Kysely<Database>,
  row: PolicyRow,
  events: PolicyEvent[],
  actor: string,
  now: Date,
): Promise<PolicyRow | undefined> {
  if (events.length === 0) return row;
  let status = row.status as PolicyStatus;
  const steps = events.map((event) => {
    const to = nextPolicyStatus(status, event);
    if (!to) throw new Error(`policy ${row.id}: ${status} does not allow ${event}`);
    const step = { event, from: status, to };
    status = to;
    return step;
  });
  const at = now.toISOString();
  const moved = await trx
    .updateTable('policies')
    .set({ status, updated_at: at })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return undefined;
  for (const step of steps) {
    await insertPolicyEvent(trx, {
      policy_id: row.id,
      event: step.event,
      from_status: step.from,
      to_status: step.to,
      actor,
      at,
    });
  }
  return { ...row, status, updated_at: at };
}

/** Applies the events the policy's dates make due on `today` (the status machine's clock) to its stored status. */
export function settleStoredStatus(
  trx: Kysely<Database>,
  row: PolicyRow,
  today: string,
  now: Date,
): Promise<PolicyRow | undefined> {
  const { events } = settlePolicyStatus(row.status as PolicyStatus, policyDatesOf(row), today);
  return moveStoredStatus(trx, row, events, STATUS_JOB_ACTOR, now);
}
