import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** page/pageSize (1-based) to SQL limit/offset. */
export function toLimit(query: { page: number; pageSize: number }): Page {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The page envelope every admin list answers. */
export function pageEnvelope<T>(items: T[], total: number, query: { page: number; pageSize: number }) {
  return { isSuccess: true, items, total, page: query.page, pageSize: query.pageSize };
}

export const countOf = (row: { n: number | string | bigint }) => Number(row.n);

/**
 * One page of a filtered query in the order `ordered` gives it, and how many rows the filter matches in all:
 * every admin list pages this way.
 */
export async function pageOf<TB extends keyof Database, Row>(
  filtered: SelectQueryBuilder<Database, TB, object>,
  ordered: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, Row>,
  page: Page,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered(filtered).limit(page.limit).offset(page.offset).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: countOf(count) };
}
