import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CaseEventTable, ClaimTable } from './claims.table.ts';

export type ClaimRow = Selectable<ClaimTable>;
export type CaseEvent = Omit<Selectable<CaseEventTable>, 'id'>;

export async function addCaseEvent(db: Kysely<Database>, event: CaseEvent): Promise<void> {
  await db.insertInto('case_events').values(event).execute();
}

export async function caseEvents(
  db: Kysely<Database>,
  subject: CaseEvent['subject'],
  ids: readonly number[],
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('case_events')
    .selectAll()
    .where('subject', '=', subject)
    .where('subject_id', 'in', ids)
    .orderBy('id')
    .execute();
}

/**
 * The claims a customer may see: on their own policies, or started by them as a nominee; never one kept bare after
 * an erasure (a later account on the same mobile is someone starting afresh).
 */
export async function customerClaims(db: Kysely<Database>, mobile: string, id?: number) {
  let query = db
    .selectFrom('claims')
    .selectAll()
    .where((eb) => eb.or([eb('customer_mobile', '=', mobile), eb('claimant_mobile', '=', mobile)]))
    .where('erased_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id', 'desc').limit(200).execute();
}

export async function policiesById(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { policy_number: string; insurer: string }>();
  const rows = await db
    .selectFrom('policies')
    .select(['id', 'policy_number', 'insurer'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A new claim, intimated now, with its first timeline step: in the caller's transaction. */
export async function intimateClaim(
  trx: Kysely<Database>,
  claim: Pick<ClaimRow, 'policy_id' | 'customer_mobile' | 'claimant_mobile' | 'kind' | 'claimed_amount'>,
  step: Pick<CaseEvent, 'note' | 'by' | 'at'>,
): Promise<number> {
  const row = await trx
    .insertInto('claims')
    .values({
      ...claim,
      state: 'intimated',
      investigated: 0,
      approved_amount: null,
      insurer_reference: '',
      deductions: '',
      created_at: step.at,
      updated_at: step.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addCaseEvent(trx, {
    subject: 'claim',
    subject_id: row.id,
    state: 'intimated',
    actor: claim.claimant_mobile,
    ...step,
  });
  return row.id;
}

/**
 * Moves a claim from the state it was read in to `to`, with its timeline step, in the caller's transaction:
 * false when someone moved it first (compare-and-set on the state).
 */
export async function moveClaimFrom(
  trx: Kysely<Database>,
  claim: Pick<ClaimRow, 'id' | 'state'>,
  to: string,
  step: Pick<CaseEvent, 'note' | 'by' | 'actor' | 'at'>,
): Promise<boolean> {
  const result = await trx
    .updateTable('claims')
    .set({ state: to, updated_at: step.at })
    .where('id', '=', claim.id)
    .where('state', '=', claim.state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await addCaseEvent(trx, { subject: 'claim', subject_id: claim.id, state: to, ...step });
  return true;
}
