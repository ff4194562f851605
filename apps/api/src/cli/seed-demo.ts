// npm run seed:demo — a demo customer to try the account area with: mobile 9876543210,
// two insurance requests (one with an adviser's remarks) and two messages from an adviser.
import { ADMIN_RECIPIENT } from '@bimasetu/contract';
import { loadConfig, loadDotEnv } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findOrCreateCustomer } from '../modules/auth/customers.repository.ts';

export const DEMO_MOBILE = '9876543210';

loadDotEnv();
const config = loadConfig();
const database = connect(config.database);
await migrateToLatest(database.db);
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

await database.db.transaction().execute(async (trx) => {
  await findOrCreateCustomer(trx, DEMO_MOBILE, now);
  const existing = await trx
    .selectFrom('insurance_requests')
    .select('id')
    .where('phone', '=', DEMO_MOBILE)
    .execute();
  if (existing.length > 0) {
    console.log(`Demo customer ${DEMO_MOBILE} already has ${existing.length} requests; nothing added.`);
    return;
  }
  const application = (policyType: string, sumAssured: string) =>
    JSON.stringify({ fullName: 'Demo Customer', phone: DEMO_MOBILE, policyType, sumAssured });
  await trx
    .insertInto('insurance_requests')
    .values([
      {
        phone: DEMO_MOBILE,
        policy_type: 'Term',
        sum_assured: '10000000',
        full_name: 'Demo Customer',
        application: application('Term', '10000000'),
        aadhaar_enc: '',
        status: 'Quote Shared',
        remarks: 'Quotes from three insurers have been sent to your email. Call us to compare them.',
        created_on: daysAgo(12),
        updated_at: daysAgo(10),
      },
      {
        phone: DEMO_MOBILE,
        policy_type: 'Health',
        sum_assured: '1250000',
        full_name: 'Demo Customer',
        application: application('Health', '1250000'),
        aadhaar_enc: '',
        status: 'Submitted',
        remarks: '',
        created_on: daysAgo(2),
        updated_at: daysAgo(2),
      },
    ])
    .execute();
  const fromAdviser = (content: string, date: string) => ({
    parentmessageid: null,
    message_date: date,
    from_mobile: ADMIN_RECIPIENT,
    to_mobile: DEMO_MOBILE,
    message_content: content,
    status: 'new',
    sender_deleted: 0,
    recipient_deleted: 0,
  });
  await trx
    .insertInto('messages')
    .values([
      fromAdviser('Namaste! Thank you for your term insurance request. Your quotes are ready.', daysAgo(10)),
      fromAdviser(
        'For your health insurance request, could you tell us whether anyone in the family has diabetes or blood pressure? Insurers ask this before they quote, and a correct answer keeps your future claims safe.',
        daysAgo(1),
      ),
    ])
    .execute();
  console.log(`Demo customer ${DEMO_MOBILE} created with two requests and two messages from an adviser.`);
});
await database.close();
