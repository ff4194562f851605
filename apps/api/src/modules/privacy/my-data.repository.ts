import type { MyDataExport } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listConsents } from './consents.repository.ts';

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/**
 * Everything held about one mobile, as the customer downloads it. Aadhaar numbers leave only masked (`mask`
 * turns a stored, encrypted number into its last four digits); nothing is read by any other mobile.
 */
export async function exportMyData(
  db: Kysely<Database>,
  caller: { customerId: number; mobile: string },
  mask: (aadhaarEnc: string) => string,
  now: Date,
): Promise<MyDataExport> {
  const { mobile } = caller;
  const [customer, profile, requests, messages, leads, enquiries, consents] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['id', 'created_at'])
      .where('id', '=', caller.customerId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('profiles').selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    db.selectFrom('insurance_requests').selectAll().where('phone', '=', mobile).orderBy('id').execute(),
    db
      .selectFrom('messages')
      .selectAll()
      .where((eb) => eb.or([eb('from_mobile', '=', mobile), eb('to_mobile', '=', mobile)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('leads').selectAll().where('mobile', '=', mobile).orderBy('id').execute(),
    db.selectFrom('contact_enquiries').selectAll().where('mobile', '=', mobile).orderBy('id').execute(),
    listConsents(db, mobile),
  ]);
  const requestIds = requests.map((r) => String(r.id));
  const timeline =
    requests.length + leads.length === 0
      ? []
      : await db
          .selectFrom('request_events')
          .select(['subject', 'subject_id', 'kind', 'status', 'remarks', 'premium', 'at'])
          .where((eb) =>
            eb.or([
              eb.and([
                eb('subject', '=', 'application'),
                eb('subject_id', 'in', [0, ...requests.map((r) => r.id)]),
              ]),
              eb.and([eb('subject', '=', 'lead'), eb('subject_id', 'in', [0, ...leads.map((l) => l.id)])]),
            ]),
          )
          .orderBy('id')
          .execute();
  const views =
    requestIds.length === 0
      ? []
      : await db
          .selectFrom('audit_log')
          .leftJoin('customers', 'customers.mobile', 'audit_log.admin_mobile')
          .select(['audit_log.at', 'audit_log.action', 'audit_log.entity_id', 'customers.name'])
          .where('audit_log.entity', '=', 'insurance_request')
          .where('audit_log.entity_id', 'in', requestIds)
          .orderBy('audit_log.id')
          .execute();
  return {
    exportedAt: now.toISOString(),
    mobile,
    customer: { id: customer.id, since: customer.created_at },
    profile: profile
      ? (({ aadhaar_enc, ...rest }) => ({ ...rest, aadhaar: aadhaar_enc ? mask(aadhaar_enc) : '' }))(profile)
      : null,
    requests: requests.map(({ aadhaar_enc, application, ...rest }) => ({
      ...rest,
      application: parsed(application),
      aadhaar: aadhaar_enc ? mask(aadhaar_enc) : '',
    })),
    messages: messages.map((m) => ({ ...m })),
    leads: leads.map(({ details, ...rest }) => ({ ...rest, details: parsed(details) })),
    enquiries: enquiries.map((e) => ({ ...e })),
    consents,
    timeline: timeline.map((event) => ({ ...event })),
    accessLog: views.map((v) => ({
      at: v.at,
      adviser: v.name || 'BimaSetu adviser',
      action: v.action,
      requestId: v.entity_id,
    })),
  };
}

/** What a travel booking keeps after its customer erased the account. */
const BOOKING_RECORD = ['planId', 'planName', 'destinations', 'startDate', 'endDate', 'totalPremium'];

/**
 * Erases a customer: sessions end at once, and the profile, messages, leads, enquiries, consents and the
 * customer row go. Submitted applications stay, because insurance rules make us keep the record of a policy we
 * were asked to arrange, but only what that record needs (who, which policy type, the cover, status and dates):
 * the application's other answers and the Aadhaar number are removed. A travel booking is kept the same way (plan,
 * trip and premium; travellers' passports, birth dates, nominees and health answers go). Runs in the caller's
 * transaction.
 */
export async function eraseCustomer(trx: Kysely<Database>, mobile: string, now: Date): Promise<void> {
  await trx.deleteFrom('sessions').where('mobile', '=', mobile).execute();
  await trx.deleteFrom('otp_challenges').where('mobile', '=', mobile).execute();
  await trx.deleteFrom('profiles').where('mobile', '=', mobile).execute();
  await trx
    .deleteFrom('messages')
    .where((eb) => eb.or([eb('from_mobile', '=', mobile), eb('to_mobile', '=', mobile)]))
    .execute();
  await trx.deleteFrom('consents').where('mobile', '=', mobile).execute();
  // a travel booking is a policy asked for, kept like an application: only the plan, trip dates and premium
  const bookings = await trx
    .selectFrom('leads')
    .select(['id', 'details'])
    .where('mobile', '=', mobile)
    .where('line', '=', 'travel-booking')
    .execute();
  for (const booking of bookings) {
    const details = parsed(booking.details) as Record<string, unknown>;
    const kept = Object.fromEntries(BOOKING_RECORD.map((key) => [key, details[key]]));
    await trx
      .updateTable('leads')
      .set({ details: JSON.stringify({ ...kept, erasedAt: now.toISOString() }) })
      .where('id', '=', booking.id)
      .execute();
  }
  const erasedLeads = trx
    .selectFrom('leads')
    .select('id')
    .where('mobile', '=', mobile)
    .where('line', '!=', 'travel-booking');
  await trx
    .deleteFrom('request_events')
    .where('subject', '=', 'lead')
    .where('subject_id', 'in', erasedLeads)
    .execute();
  await trx.deleteFrom('leads').where('mobile', '=', mobile).where('line', '!=', 'travel-booking').execute();
  await trx.deleteFrom('contact_enquiries').where('mobile', '=', mobile).execute();
  await trx
    .updateTable('insurance_requests')
    .set({
      application: JSON.stringify({ erasedAt: now.toISOString() }),
      aadhaar_enc: '',
    })
    .where('phone', '=', mobile)
    .execute();
  await trx.deleteFrom('customers').where('mobile', '=', mobile).where('role', '=', 'customer').execute();
}
