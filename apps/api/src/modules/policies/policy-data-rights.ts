import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentStore } from './document-store.ts';

/** Documents as the data download carries them: each with its opened bytes in base64 ('' when they are gone). */
export function withContent<D extends { id: number }>(
  db: Kysely<Database>,
  documents: DocumentStore,
  docs: D[],
): Promise<(D & { contentBase64: string })[]> {
  return Promise.all(
    docs.map(async (doc) => ({
      ...doc,
      contentBase64: (await documents.read(db, doc.id))?.toString('base64') ?? '',
    })),
  );
}

/**
 * The customer's policies for their data download: every field as stored, each document with its bytes (base64),
 * the status events, and every time an adviser opened one of them.
 */
export async function exportPolicies(
  db: Kysely<Database>,
  documents: DocumentStore,
  mobile: string,
): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('policies')
    .selectAll()
    .where('customer_mobile', '=', mobile)
    .where('erased_at', 'is', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [docs, events, views] = await Promise.all([
    db
      .selectFrom('policy_documents')
      .select(['id', 'policy_id', 'kind', 'file_name', 'content_type', 'size', 'sha256', 'uploaded_at'])
      .where('policy_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('policy_events').selectAll().where('policy_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('audit_log')
      .select(['at', 'action', 'entity_id', 'detail'])
      .where('entity', '=', 'policy')
      .where('entity_id', 'in', ids.map(String))
      .orderBy('id')
      .execute(),
  ]);
  const withBytes = await withContent(db, documents, docs);
  return rows.map((row) => ({
    ...row,
    members: JSON.parse(row.members) as unknown,
    nominee: row.nominee ? (JSON.parse(row.nominee) as unknown) : null,
    documents: withBytes.filter((d) => d.policy_id === row.id),
    events: events.filter((e) => e.policy_id === row.id),
    adviserViews: views.filter((v) => v.entity_id === String(row.id)),
  }));
}

/**
 * Erasure: a policy the customer added goes with its documents and events. A policy issued through us stays,
 * because an intermediary keeps the record of the business it placed: only the policy number, insurer, plan,
 * line, cover, premium, dates, status and its request; the members, nominee and every document are removed, and
 * the owner no longer sees it (erased_at). The Privacy Policy states this rule.
 */
export async function erasePolicies(trx: Kysely<Database>, mobile: string, now: Date): Promise<void> {
  const owned = trx.selectFrom('policies').select('id').where('customer_mobile', '=', mobile);
  // the basis holds the insured's ages and dates of birth: it goes with the members, also for issued policies
  await trx.deleteFrom('policy_premium_bases').where('policy_id', 'in', owned).execute();
  await trx.deleteFrom('policy_documents').where('policy_id', 'in', owned).execute();
  await trx.deleteFrom('policy_documents').where('customer_mobile', '=', mobile).execute();
  const added = trx
    .selectFrom('policies')
    .select('id')
    .where('customer_mobile', '=', mobile)
    .where('source', '!=', 'issued');
  await trx.deleteFrom('policy_events').where('policy_id', 'in', added).execute();
  await trx
    .deleteFrom('policies')
    .where('customer_mobile', '=', mobile)
    .where('source', '!=', 'issued')
    .execute();
  await trx
    .updateTable('policies')
    .set({
      members: '[]',
      nominee: '',
      claim_helpline: '',
      tpa_name: '',
      tpa_helpline: '',
      help_requested: 0,
      erased_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('customer_mobile', '=', mobile)
    .execute();
  await trx.deleteFrom('document_upload_counts').where('customer_mobile', '=', mobile).execute();
}
