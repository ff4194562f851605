import { sql, type Migration } from 'kysely';
import { blank, zero, type AnyDb } from './helpers.ts';

/**
 * Issue 31: an adviser's note for the next adviser is kept apart from what they write for the customer, and a lead
 * reaches a customer's tracker only when it was filed for a number its sender had verified.
 *
 * - `leads.customer_note`: what the customer reads in the tracker; `leads.note` stays the advisers' own.
 * - `request_events.internal_note`: the advisers' note on a change; `remarks` is only what the customer reads. Every
 *   lead event written so far carried the advisers' note as its remarks, so it moves to `internal_note`.
 * - `leads.verified`: 1 when the lead was filed with the bearer token of its own mobile. Travel bookings always
 *   were (they need that token); a call-back filed before this migration cannot be shown to have been, so it is 0.
 */
export const notesAndVerifiedLeads: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('leads').addColumn('customer_note', 'text', blank).execute();
    await db.schema.alterTable('leads').addColumn('verified', 'integer', zero).execute();
    await db.updateTable('leads').set({ verified: 1 }).where('line', '=', 'travel-booking').execute();
    await db.schema.alterTable('request_events').addColumn('internal_note', 'text', blank).execute();
    await db
      .updateTable('request_events')
      .set({ internal_note: sql.ref('remarks'), remarks: '' })
      .where('subject', '=', 'lead')
      .execute();
  },
  async down(db: AnyDb) {
    await db
      .updateTable('request_events')
      .set({ remarks: sql.ref('internal_note') })
      .where('subject', '=', 'lead')
      .execute();
    await db.schema.alterTable('request_events').dropColumn('internal_note').execute();
    await db.schema.alterTable('leads').dropColumn('verified').execute();
    await db.schema.alterTable('leads').dropColumn('customer_note').execute();
  },
};
