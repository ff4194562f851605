import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { Database, PolicyDocumentTable, PolicyEventTable, PolicyTable } from '../../db/database.ts';

export type PolicyRow = Selectable<PolicyTable>;
export type DocumentMeta = Omit<Selectable<PolicyDocumentTable>, 'sealed'>;

const DOCUMENT_META = [
  'id',
  'policy_id',
  'customer_mobile',
  'kind',
  'file_name',
  'content_type',
  'size',
  'sha256',
  'uploaded_by',
  'uploaded_at',
] as const;

export async function insertPolicy(db: Kysely<Database>, row: Omit<Insertable<PolicyTable>, 'id'>) {
  const inserted = await db.insertInto('policies').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The index that holds a customer's vault to one added policy per insurer and number (migration 019). */
const ADDED_ONCE_INDEX = 'policies_added_once';

/**
 * A policy in the customer's vault (not erased, of any source or term) with this insurer and policy number, each
 * in any case, as the unique index compares them.
 */
export async function findVaultTwin(
  db: Kysely<Database>,
  mobile: string,
  insurer: string,
  policyNumber: string,
) {
  return db
    .selectFrom('policies')
    .select('id')
    .where('customer_mobile', '=', mobile)
    .where(sql<string>`lower(insurer)`, '=', sql<string>`lower(${insurer})`)
    .where(sql<string>`upper(policy_number)`, '=', sql<string>`upper(${policyNumber})`)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

/** Whether an insert failed on the vault's one-of-each index: another add of the same policy committed first. */
export function isAddedTwice(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === '23505') return constraint === ADDED_ONCE_INDEX;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && error.message.includes(ADDED_ONCE_INDEX);
}

export async function insertPolicyEvent(
  db: Kysely<Database>,
  event: Omit<Insertable<PolicyEventTable>, 'id'>,
) {
  await db.insertInto('policy_events').values(event).execute();
}

/** The customer's own policies, newest first; one erased and kept by law is no longer theirs to see. */
export async function listCustomerPolicies(db: Kysely<Database>, mobile: string) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('customer_mobile', '=', mobile)
    .where('erased_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** One policy, only when it is the customer's own: anyone else's is simply not found. */
export async function findCustomerPolicy(db: Kysely<Database>, mobile: string, id: number) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('id', '=', id)
    .where('customer_mobile', '=', mobile)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

export async function findPolicy(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('id', '=', id)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

export async function policiesOfRequest(db: Kysely<Database>, requestId: number) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('erased_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Policies customers added and asked an adviser to help with: the only added ones an adviser sees. */
export async function policiesAskingForHelp(db: Kysely<Database>) {
  return db
    .selectFrom('policies')
    .selectAll()
    .where('help_requested', '=', 1)
    .where('erased_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute();
}

export async function askForHelp(db: Kysely<Database>, mobile: string, id: number, now: Date) {
  const result = await db
    .updateTable('policies')
    .set({ help_requested: 1, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('customer_mobile', '=', mobile)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A policy's document as its vault lists it: with the claim checklist item it was sent for, if any. */
export type ListedDocument = DocumentMeta & { claim_item: string | null };

export async function documentsOf(db: Kysely<Database>, policyIds: number[]): Promise<ListedDocument[]> {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('policy_documents')
    .select(DOCUMENT_META)
    .select((eb) =>
      eb
        .selectFrom('claim_documents')
        .select('claim_documents.item')
        .whereRef('claim_documents.document_id', '=', 'policy_documents.id')
        .orderBy('claim_documents.id')
        .limit(1)
        .as('claim_item'),
    )
    .where('policy_id', 'in', policyIds)
    .orderBy('id')
    .execute();
}

export async function findDocument(db: Kysely<Database>, policyId: number, documentId: number) {
  return db
    .selectFrom('policy_documents')
    .select(DOCUMENT_META)
    .where('id', '=', documentId)
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
}

const ownDocument = preparedPerDatabase(3, (db, mobile: string, policyId: number, documentId: number) =>
  db
    .selectFrom('policy_documents')
    .innerJoin('policies', 'policies.id', 'policy_documents.policy_id')
    .select(DOCUMENT_META.map((column) => `policy_documents.${column}` as const))
    .where('policy_documents.id', '=', documentId)
    .where('policy_documents.policy_id', '=', policyId)
    .where('policies.customer_mobile', '=', mobile)
    .where('policies.erased_at', 'is', null),
);

/**
 * A document of one of the customer's own policies (not erased), in one lookup compiled once (every download
 * asks it): anyone else's, or one that does not exist, is simply not found.
 */
export async function findOwnDocument(
  db: Kysely<Database>,
  mobile: string,
  policyId: number,
  documentId: number,
): Promise<DocumentMeta | undefined> {
  return (await ownDocument(db, mobile, policyId, documentId))[0];
}

export async function markRequestIssued(db: Kysely<Database>, requestId: number, status: string, now: Date) {
  await db
    .updateTable('insurance_requests')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', requestId)
    .execute();
}
