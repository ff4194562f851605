import { sql, type Migration } from 'kysely';
import type { AnyDb } from './helpers.ts';

/** The customer-added first terms the vault holds once per customer, insurer and policy number. */
const ADDED_FIRST_TERM = sql`source = 'added' and erased_at is null and renewed_from is null`;

/**
 * A double submit no longer keeps two of the same thing.
 *
 * A policy a customer adds is in their vault once: a unique index on the customer, the insurer (any case) and the
 * policy number (any case) over the customer-added first terms not erased. A renewal's new term (`renewed_from`)
 * keeps the number and an issued policy is recorded by an adviser, so neither is in it; an erased customer-added
 * policy is deleted, so the same one may be added again. Copies kept before this rule stay where their owners see
 * them, each marked `duplicate_of` the first and left out of the index.
 *
 * An application submitted again unchanged while the first is open answers with the first's reference:
 * `request_submissions` holds a keyed hash of each application for ten minutes (modules/requests/submitted-once.ts),
 * unique, with the request it made. It holds no mobile or answer in the clear.
 */
export const submittedOnce: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('policies').addColumn('duplicate_of', 'integer').execute();
    await sql`
      update policies set duplicate_of = (
        select min(earlier.id) from policies earlier
        where earlier.customer_mobile = policies.customer_mobile
          and lower(earlier.insurer) = lower(policies.insurer)
          and upper(earlier.policy_number) = upper(policies.policy_number)
          and earlier.source = 'added' and earlier.erased_at is null and earlier.renewed_from is null
          and earlier.id < policies.id
      )
      where ${ADDED_FIRST_TERM}`.execute(db);
    await sql`
      create unique index policies_added_once
      on policies (customer_mobile, lower(insurer), upper(policy_number))
      where ${ADDED_FIRST_TERM} and duplicate_of is null`.execute(db);

    await db.schema
      .createTable('request_submissions')
      .addColumn('fingerprint', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('request_id', 'integer', (col) => col.notNull())
      .addColumn('submitted_at', 'varchar(30)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('request_submissions_at')
      .on('request_submissions')
      .column('submitted_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('request_submissions').execute();
    await db.schema.dropIndex('policies_added_once').execute();
    await db.schema.alterTable('policies').dropColumn('duplicate_of').execute();
  },
};
