import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { pageOf, type Page } from './paging.ts';

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

/** Customers' own data requests, as privacy.routes.ts writes them. */
export const DATA_REQUEST_ACTIONS = ['data.export', 'data.erase'];

export async function listAudit(db: Kysely<Database>, page: Page, only?: 'data-requests') {
  const rows =
    only === 'data-requests'
      ? db.selectFrom('audit_log').where('action', 'in', DATA_REQUEST_ACTIONS)
      : db.selectFrom('audit_log');
  return pageOf(rows, (q) => q.selectAll().orderBy('id', 'desc'), page);
}
