import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { pageOf, type Page } from './paging.ts';

/** What an adviser sets on an enquiry or a lead as they work through it. */
export interface WorkChange {
  status: string;
  /** The advisers' own note, never shown to the customer. */
  note: string;
  /** A lead's note for the customer (their tracker); enquiries have none. */
  customerNote?: string;
}

export async function listEnquiries(
  db: Kysely<Database>,
  filter: { type?: string; status?: string },
  page: Page,
) {
  let query = db.selectFrom('contact_enquiries');
  if (filter.type) query = query.where('message_type', '=', filter.type);
  if (filter.status) query = query.where('status', '=', filter.status);
  const { rows, total } = await pageOf(
    query,
    (q) => q.selectAll().orderBy('created_datetime', 'desc').orderBy('id', 'desc'),
    page,
  );
  const items = rows.map((row) => ({
    id: row.id,
    customerName: row.customer_name,
    mobile: row.mobile,
    createdDatetime: row.created_datetime,
    messageType: row.message_type,
    customerMessage: row.customer_message,
    status: row.status,
    note: row.note,
  }));
  return { items, total };
}

/** A lead without consent is never listed (none is stored, and the filter keeps it that way). */
export async function listLeads(
  db: Kysely<Database>,
  filter: { line?: string; status?: string },
  page: Page,
) {
  let query = db.selectFrom('leads').where('consent', '=', 1);
  if (filter.line) query = query.where('line', '=', filter.line);
  if (filter.status) query = query.where('status', '=', filter.status);
  const { rows, total } = await pageOf(
    query,
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
  const items = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    line: row.line,
    contactPreference: row.contact_preference,
    mobile: row.mobile,
    details: JSON.parse(row.details) as Record<string, unknown>,
    status: row.status,
    note: row.note,
    customerNote: row.customer_note,
    createdAt: row.created_at,
  }));
  return { items, total };
}

/** Answers whether the enquiry exists. */
export async function setEnquiryWork(db: Kysely<Database>, id: number, change: WorkChange): Promise<boolean> {
  const result = await db
    .updateTable('contact_enquiries')
    .set({ status: change.status, note: change.note })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers whether a lead with consent exists under that id. */
export async function setLeadWork(db: Kysely<Database>, id: number, change: WorkChange): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ status: change.status, note: change.note, customer_note: change.customerNote ?? '' })
    .where('id', '=', id)
    .where('consent', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
