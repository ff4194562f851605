import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './database.ts';
import { initial } from './migrations/001-initial.ts';
import { faqSeed } from './migrations/002-faq-seed.ts';
import { auditLog } from './migrations/003-audit-log.ts';
import { changeNotify } from './migrations/004-change-notify.ts';
import { requestTracking } from './migrations/005-request-tracking.ts';
import { consentRecords } from './migrations/006-consent-records.ts';
import { faqHindi } from './migrations/007-faq-hindi.ts';
import { notesAndVerifiedLeads } from './migrations/008-notes-and-verified-leads.ts';
import { policies } from './migrations/009-policies.ts';
import { jobsAndNotices } from './migrations/010a-jobs-and-notices.ts';
import { claimsAndServiceRequests } from './migrations/010b-claims-and-service-requests.ts';
import { claimDocuments } from './migrations/010c-claim-documents.ts';
import { renewalBasis } from './migrations/011-renewal-basis.ts';
import { grievances } from './migrations/012-grievances.ts';
import { policyEvents } from './migrations/013-policy-events.ts';
import { policyChangeNotify } from './migrations/014-policy-change-notify.ts';
import { clockBreachNotices } from './migrations/015-clock-breach-notices.ts';
import { tableChangeNotify } from './migrations/016-table-change-notify.ts';
import { keyedChangeNotify } from './migrations/017-keyed-change-notify.ts';
import { erasedCases } from './migrations/018-erased-cases.ts';
import { submittedOnce } from './migrations/019-submitted-once.ts';

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-faq-seed': faqSeed,
  '003-audit-log': auditLog,
  '004-change-notify': changeNotify,
  '005-request-tracking': requestTracking,
  '006-consent-records': consentRecords,
  '007-faq-hindi': faqHindi,
  '008-notes-and-verified-leads': notesAndVerifiedLeads,
  '009-policies': policies,
  '010a-jobs-and-notices': jobsAndNotices,
  '010b-claims-and-service-requests': claimsAndServiceRequests,
  '010c-claim-documents': claimDocuments,
  '011-renewal-basis': renewalBasis,
  '012-grievances': grievances,
  '013-policy-events': policyEvents,
  '014-policy-change-notify': policyChangeNotify,
  '015-clock-breach-notices': clockBreachNotices,
  '016-table-change-notify': tableChangeNotify,
  '017-keyed-change-notify': keyedChangeNotify,
  '018-erased-cases': erasedCases,
  '019-submitted-once': submittedOnce,
};

/** Runs every pending migration; called at start so the schema always matches the code. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations written on parallel branches land out of order (006 may run before 005 on a database that
    // had 006 first); each touches its own tables, so the order between them does not matter.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (attempt < 5 && anotherSchemaDropped(error, schema)) continue;
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      const name = failed?.migrationName ? ` ${failed.migrationName}` : '';
      throw new Error(`Migration${name} failed: ${String(error)}`, { cause: error });
    }
    return;
  }
}

/**
 * Kysely's migrator looks its tables up through an introspection of every schema in the database, which resolves
 * each table by name (pg_get_serial_sequence): a schema, or a table in it, that another app drops meanwhile fails
 * that lookup with 3F000 (`schema "x" does not exist`) or 42P01 (`relation "x.t" does not exist`) naming the other
 * schema, 42703 (`column "id" of relation "t" does not exist`) for a table caught half made or half dropped, or XX000 (`cache lookup failed for namespace <oid>`) when it goes between two of the catalog's reads. Only a database shared by several schemas (the tests' one per app) meets it, and the migration has not
 * begun then, so it is tried again.
 */
function anotherSchemaDropped(error: unknown, schema: string | undefined): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // A schema dropped between the catalog's lookups of it: PostgreSQL's internal "cache lookup failed for
  // namespace <oid>" (XX000) names no schema, and ours is not dropped while we migrate it.
  if (code === 'XX000' && /^cache lookup failed for namespace \d+$/.test(error.message)) return true;
  // A table created or dropped between the catalog's reads of it: its serial column is looked up by the table's
  // bare name (42703 `column "id" of relation "t1" does not exist`). Our own migrations run in one transaction, so
  // trying again is safe, and a real fault still fails after the last attempt.
  if (code === '42703' && /^column "[^"]+" of relation "[^"]+" does not exist$/.test(error.message))
    return true;
  const named =
    code === '3F000'
      ? /schema "([^"]+)"/.exec(error.message)
      : code === '42P01'
        ? /relation "([^".]+)\./.exec(error.message)
        : null;
  return named !== null && named[1] !== schema;
}
