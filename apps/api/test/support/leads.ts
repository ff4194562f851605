import type { TestApp } from './test-app.ts';

/** The details of the lead stored last, as the server kept them. */
export async function lastLeadDetails<T>(test: TestApp): Promise<T> {
  const row = await test.db
    .selectFrom('leads')
    .select('details')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.details) as T;
}
