import { consentTextOf, type ConsentItem, type ConsentPurpose } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { ConsentTable, Database } from '../../db/database.ts';

export type NewConsent = Omit<ConsentTable, 'id' | 'withdrawn_at'>;

export async function insertConsents(db: Kysely<Database>, consents: NewConsent[]): Promise<void> {
  if (consents.length === 0) return;
  await db
    .insertInto('consents')
    .values(consents.map((c) => ({ ...c, withdrawn_at: null })))
    .execute();
}

/** Every consent a mobile has given, live and withdrawn, newest first, with the words agreed to. */
export async function listConsents(db: Kysely<Database>, mobile: string): Promise<ConsentItem[]> {
  const rows = await db
    .selectFrom('consents')
    .leftJoin('leads', 'leads.id', 'consents.lead_id')
    .select([
      'consents.id',
      'consents.purpose',
      'consents.text_version',
      'consents.channel',
      'consents.screen',
      'consents.given_at',
      'consents.withdrawn_at',
      'leads.reference',
    ])
    .where('consents.mobile', '=', mobile)
    .orderBy('consents.given_at', 'desc')
    .orderBy('consents.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    textVersion: row.text_version,
    text: consentTextOf(row.text_version),
    channel: row.channel,
    screen: row.screen,
    leadReference: row.reference ?? null,
    givenAt: row.given_at,
    withdrawnAt: row.withdrawn_at,
  }));
}

/**
 * Withdraws one of the mobile's live consents and answers whether there was one. Withdrawing a call-back's
 * consent takes its lead off the advisers' lists in the same transaction (they list only leads with consent).
 */
export async function withdrawConsent(
  db: Kysely<Database>,
  id: number,
  mobile: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('consents')
      .set({ withdrawn_at: now.toISOString() })
      .where('id', '=', id)
      .where('mobile', '=', mobile)
      .where('withdrawn_at', 'is', null)
      .returning(['purpose', 'lead_id'])
      .executeTakeFirst();
    if (!row) return false;
    if (row.purpose === 'request' && row.lead_id !== null) {
      await trx.updateTable('leads').set({ consent: 0 }).where('id', '=', row.lead_id).execute();
    }
    return true;
  });
}

/**
 * Whether a mobile has a live consent for a purpose. Anything sent to a customer beyond what they asked for
 * (an SMS with an offer or a reminder) must check this first.
 */
export async function hasLiveConsent(
  db: Kysely<Database>,
  mobile: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom('consents')
    .select('id')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
