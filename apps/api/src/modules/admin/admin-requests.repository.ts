import type { Kysely, Selectable } from 'kysely';
import type { Database, InsuranceRequestTable } from '../../db/database.ts';
import { pageOf, type Page } from './paging.ts';

export interface RequestFilter {
  status?: string;
  policyType?: string;
  search?: string;
}

function filtered(db: Kysely<Database>, filter: RequestFilter) {
  let query = db.selectFrom('insurance_requests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.policyType) query = query.where('policy_type', '=', filter.policyType);
  if (filter.search) {
    const term = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('phone', 'like', term), eb(eb.fn('lower', ['full_name']), 'like', term)]),
    );
  }
  return query;
}

export async function listRequests(db: Kysely<Database>, filter: RequestFilter, page: Page) {
  return pageOf(
    filtered(db, filter),
    (q) => q.selectAll().orderBy('created_on', 'desc').orderBy('id', 'desc'),
    page,
  );
}

export async function findRequest(db: Kysely<Database>, id: number) {
  return db.selectFrom('insurance_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setRequestStatus(
  db: Kysely<Database>,
  id: number,
  change: { status: string; remarks: string },
  now: Date,
) {
  const result = await db
    .updateTable('insurance_requests')
    .set({ status: change.status, remarks: change.remarks, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a premium revised after underwriting and its reason; answers whether the application exists. */
export async function setRevisedPremium(
  db: Kysely<Database>,
  id: number,
  revision: { premium: number; reason: string },
  now: Date,
) {
  const result = await db
    .updateTable('insurance_requests')
    .set({
      revised_premium: revision.premium,
      revised_reason: revision.reason,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function toAdminRequestItem(row: Selectable<InsuranceRequestTable>) {
  return {
    id: row.id,
    createdOn: row.created_on,
    updatedAt: row.updated_at,
    fullName: row.full_name,
    phone: row.phone,
    policyType: row.policy_type,
    sumAssured: row.sum_assured,
    status: row.status,
    remarks: row.remarks,
  };
}
