import { mobileFromTyped, referenceFromTyped } from '@bimasetu/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InsuranceRequestTable } from '../../db/database.ts';
import { pageOf, type Page } from './paging.ts';

export interface RequestFilter {
  status?: string;
  policyType?: string;
  search?: string;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What an adviser types or pastes into the search box, read three ways: as a name (any case); as a mobile when it
 * is only digits and the marks people write around them ("+91 98765 43210", "098765-43210" give 9876543210; a
 * part of a number still finds it); and as a request's reference ("bs-7k2m9q4x", "BS 7K2M 9Q4X").
 */
export function searchTerms(search: string): { text: string; mobile?: string; reference?: string } {
  const text = search.trim().toLowerCase();
  const mobile = /\d/.test(text) && /^[+\d\s().-]+$/.test(text) ? mobileFromTyped(text) : undefined;
  const typedReference = referenceFromTyped(text);
  const reference = /^BS-[A-Z0-9]{8}$/.test(typedReference) ? typedReference : undefined;
  return { text, ...(mobile ? { mobile } : {}), ...(reference ? { reference } : {}) };
}

function filtered(db: Kysely<Database>, filter: RequestFilter) {
  let query = db.selectFrom('insurance_requests');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.policyType) query = query.where('policy_type', '=', filter.policyType);
  if (filter.search) {
    const { text, mobile, reference } = searchTerms(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('phone', 'like', likeTerm(mobile ?? text)),
        eb(eb.fn('lower', ['full_name']), 'like', likeTerm(text)),
        ...(reference ? [eb('reference', '=', reference)] : []),
      ]),
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
