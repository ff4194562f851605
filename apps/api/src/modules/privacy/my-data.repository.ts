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
): Promise<Omit<MyDataExport, 'policies' | 'claims' | 'serviceRequests'>> {
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
    // the advisers' own notes stay theirs (issue 31): a lead keeps only what was written for the customer
    leads: leads.map(({ details, note: _note, ...rest }) => ({ ...rest, details: parsed(details) })),
    enquiries: enquiries.map(({ note: _note, ...rest }) => ({ ...rest })),
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

/** What an application's stored quote keeps after erasure: the policy's figures and where they came from. */
const POLICY_RECORD = [
  'line',
  'planId',
  'planName',
  'insurer',
  'rateVersion',
  'pricedOn',
  'basePremium',
  'gst',
  'premium',
  'cover',
];

function policyRecordOf(quote: string): string {
  if (!quote) return '';
  const full = parsed(quote) as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(POLICY_RECORD.filter((key) => key in full).map((k) => [k, full[k]])),
  );
}

/** What a travel booking keeps after its customer erased the account. */
const BOOKING_RECORD = ['planId', 'planName', 'destinations', 'startDate', 'endDate', 'totalPremium'];

/**
 * Erases a customer: sessions end at once, and the profile, messages, leads, enquiries, consents and the
 * customer row go. Submitted applications stay, because insurance rules make us keep the record of a policy we
 * were asked to arrange, but only what that record needs (who, which policy type, plan and insurer, the cover,
 * premium, status and dates): the application's other answers, the quote's details and inputs, the advisers'
 * remarks and reasons and the Aadhaar number are removed. A travel booking is kept the same way (plan,
 * trip and premium; travellers' passports, birth dates, nominees and health answers go). Runs in the caller's
 * transaction.
 */
export async function eraseCustomer(trx: Kysely<Database>, mobile: string, now: Date): Promise<void> {
  await trx.deleteFrom('sessions').where('mobile', '=', mobile).execute();
  await trx.deleteFrom('otp_challenges').where('mobile', '=', mobile).execute();
  await trx.deleteFrom('nominee_otp_challenges').where('mobile', '=', mobile).execute();
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
  // An application keeps the policy record only (issue 31): who, the policy type, plan and insurer, the cover, the
  // premium and its rate version, the status and dates. Its answers, the quote's details and inputs (health answers,
  // name, phone, age), the Aadhaar number, and what advisers wrote about the customer all go.
  const applications = await trx
    .selectFrom('insurance_requests')
    .select(['id', 'quote'])
    .where('phone', '=', mobile)
    .execute();
  for (const application of applications) {
    await trx
      .updateTable('insurance_requests')
      .set({
        application: JSON.stringify({ erasedAt: now.toISOString() }),
        aadhaar_enc: '',
        quote: policyRecordOf(application.quote),
        remarks: '',
        revised_reason: '',
      })
      .where('id', '=', application.id)
      .execute();
    await trx
      .updateTable('request_events')
      .set({ remarks: '', internal_note: '' })
      .where('subject', '=', 'application')
      .where('subject_id', '=', application.id)
      .execute();
  }
  await trx.deleteFrom('customers').where('mobile', '=', mobile).where('role', '=', 'customer').execute();
}
