import type { Migration } from 'kysely';
import type { AnyDb } from './helpers.ts';

/**
 * When a claim or a service request was stripped to its bare record because its customer (or the nominee who
 * started it) erased the account, as `policies.erased_at` marks a kept policy: the record stays for the business
 * it was, and a customer who later logs in on that mobile is not shown it as their own.
 */
export const erasedCases: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('claims').addColumn('erased_at', 'varchar(30)').execute();
    await db.schema.alterTable('service_requests').addColumn('erased_at', 'varchar(30)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('service_requests').dropColumn('erased_at').execute();
    await db.schema.alterTable('claims').dropColumn('erased_at').execute();
  },
};
