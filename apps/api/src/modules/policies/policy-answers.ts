import { istDate, type PolicyView } from '@bimasetu/contract';
import type { AppDeps } from '../../deps.ts';
import { documentsOf, type PolicyRow } from './policies.repository.ts';
import { policyView } from './policy-view.ts';

/**
 * Policies as their answers: each with its documents and the reference of the request it came from, its day
 * counts worked out on `today` (India; the clock's day unless given).
 */
export async function policyAnswers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rows: PolicyRow[],
  today = istDate(deps.clock.now()),
): Promise<PolicyView[]> {
  if (rows.length === 0) return [];
  const documents = await documentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const requestIds = rows.flatMap((r) => (r.request_id === null ? [] : [r.request_id]));
  const references =
    requestIds.length === 0
      ? []
      : await deps.db
          .selectFrom('insurance_requests')
          .select(['id', 'reference'])
          .where('id', 'in', requestIds)
          .execute();
  return rows.map((row) =>
    policyView(row, documents, today, references.find((r) => r.id === row.request_id)?.reference ?? ''),
  );
}

export async function policyAnswer(deps: Pick<AppDeps, 'db' | 'clock'>, row: PolicyRow): Promise<PolicyView> {
  const [view] = await policyAnswers(deps, [row]);
  if (!view) throw new Error('policy answer missing');
  return view;
}
