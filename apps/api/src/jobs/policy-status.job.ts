// The status machine's clock as a durable job: each run walks the policies whose status can still move and applies
// the events their dates make due today (free-look over, renewal window open, due date passed, grace over, term
// ended), a status event row each. Running it twice, or in two processes at once, writes each event once.
import { istDate, type PolicyStatus } from '@bimasetu/contract';
import type { AppDeps } from '../deps.ts';
import { settleStoredStatus } from '../modules/policies/policy-status-store.ts';
import type { JobDefinition } from './job-queue.ts';

/** Statuses a date can still move; expired, renewed and cancelled are final. */
const MOVABLE: PolicyStatus[] = ['in-free-look', 'active', 'renewal-due', 'in-grace', 'lapsed'];
const BATCH = 500;

/** Settles every movable policy to today in India; answers how many it moved. */
export async function settlePolicyStatuses(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const today = istDate(now);
  let moved = 0;
  for (let after = 0; ;) {
    const rows = await deps.db
      .selectFrom('policies')
      .selectAll()
      .where('status', 'in', MOVABLE)
      .where('erased_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const settled = await deps.db.transaction().execute((trx) => settleStoredStatus(trx, row, today, now));
      if (settled && settled.status !== row.status) moved += 1;
    }
    if (rows.length < BATCH) return moved;
    after = rows.at(-1)?.id ?? after;
  }
}

export function policyStatusJob(deps: AppDeps): JobDefinition<never> {
  return { name: 'policy-status-scan', run: async () => void (await settlePolicyStatuses(deps)) };
}
