import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface AuditEntry {
  adminMobile: string;
  action: string;
  entity: string;
  entityId: string | number;
  detail?: unknown;
}

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_mobile: entry.adminMobile,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      detail: entry.detail === undefined ? '' : JSON.stringify(entry.detail),
      at: now.toISOString(),
    })
    .execute();
}

export async function listAudit(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
