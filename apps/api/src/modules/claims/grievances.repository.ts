import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { GrievanceStepTable } from './claims.table.ts';

export type GrievanceStepRow = Selectable<GrievanceStepTable>;

/** The grievance steps recorded on these claims, in the order they were recorded. */
export async function grievanceSteps(db: Kysely<Database>, claimIds: readonly number[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('grievance_steps')
    .selectAll()
    .where('claim_id', 'in', claimIds)
    .orderBy('id')
    .execute();
}

/** Records a step once per claim: false when it was already recorded (by this request's twin, say). */
export async function recordGrievanceStep(
  db: Kysely<Database>,
  step: Omit<GrievanceStepRow, 'id'>,
): Promise<boolean> {
  const row = await db
    .insertInto('grievance_steps')
    .values(step)
    .onConflict((oc) => oc.columns(['claim_id', 'step']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
