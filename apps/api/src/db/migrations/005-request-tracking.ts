import type { Migration } from 'kysely';
import { newReference } from '../../lib/reference.ts';
import { blank, required, withId, type AnyDb } from './helpers.ts';

/**
 * One tracker for what a customer asked us for: an application gets a reference (like a lead's), the plan it was
 * opened from, the server's own quote and a revised premium an adviser may record; every status change or
 * revision an adviser makes, on an application or a lead, is a timeline event.
 */
export const requestTracking: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('insurance_requests').addColumn('reference', 'varchar(20)', blank).execute();
    await db.schema.alterTable('insurance_requests').addColumn('plan_id', 'varchar(60)', blank).execute();
    await db.schema.alterTable('insurance_requests').addColumn('plan_name', 'varchar(100)', blank).execute();
    await db.schema.alterTable('insurance_requests').addColumn('insurer', 'varchar(60)', blank).execute();
    await db.schema.alterTable('insurance_requests').addColumn('quote', 'text', blank).execute();
    await db.schema.alterTable('insurance_requests').addColumn('revised_premium', 'integer').execute();
    await db.schema.alterTable('insurance_requests').addColumn('revised_reason', 'text', blank).execute();
    // requests filed before this migration get a reference too, so every row can be opened by one
    const rows = await db.selectFrom('insurance_requests').select('id').execute();
    for (const row of rows as { id: number }[]) {
      await db
        .updateTable('insurance_requests')
        .set({ reference: newReference() })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema
      .createIndex('insurance_requests_reference')
      .on('insurance_requests')
      .column('reference')
      .unique()
      .execute();
    await db.schema.createIndex('leads_mobile').on('leads').columns(['mobile', 'created_at']).execute();

    await withId(db, db.schema.createTable('request_events'))
      .addColumn('subject', 'varchar(20)', required)
      .addColumn('subject_id', 'integer', required)
      .addColumn('kind', 'varchar(20)', required)
      .addColumn('status', 'varchar(30)', blank)
      .addColumn('remarks', 'text', blank)
      .addColumn('premium', 'integer')
      .addColumn('admin_mobile', 'varchar(15)', required)
      .addColumn('at', 'varchar(30)', required)
      .execute();
    await db.schema
      .createIndex('request_events_subject')
      .on('request_events')
      .columns(['subject', 'subject_id', 'at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('request_events').execute();
    await db.schema.dropIndex('leads_mobile').execute();
    await db.schema.dropIndex('insurance_requests_reference').execute();
    for (const column of [
      'revised_reason',
      'revised_premium',
      'quote',
      'insurer',
      'plan_name',
      'plan_id',
      'reference',
    ]) {
      await db.schema.alterTable('insurance_requests').dropColumn(column).execute();
    }
  },
};
