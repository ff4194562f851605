/** page/pageSize (1-based) to SQL limit/offset, and the page envelope every admin list answers. */
export function toLimit(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function pageEnvelope<T>(items: T[], total: number, query: { page: number; pageSize: number }) {
  return { isSuccess: true, items, total, page: query.page, pageSize: query.pageSize };
}

export const countOf = (row: { n: number | string | bigint }) => Number(row.n);
