import { ADMIN_RECIPIENT } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { DAY } from '../lib/clock.ts';
import { newReference } from '../lib/reference.ts';
import { findOrCreateCustomer } from '../modules/auth/customers.repository.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';
import { insertRequest } from '../modules/requests/requests.repository.ts';

export const DEMO_MOBILE = '9876543210';

/** An insurance request as the application form stores it, for seeding. */
async function seedRequest(
  db: Kysely<Database>,
  request: { phone: string; policyType: string; sumAssured: string; status: string; remarks: string },
  at: string,
): Promise<number> {
  const fullName = 'Demo Customer';
  const { phone, policyType, sumAssured } = request;
  return insertRequest(db, {
    reference: newReference(),
    phone,
    policy_type: policyType,
    sum_assured: sumAssured,
    full_name: fullName,
    application: JSON.stringify({ fullName, phone, policyType, sumAssured }),
    aadhaar_enc: '',
    status: request.status,
    remarks: request.remarks,
    created_on: at,
    updated_at: at,
  });
}

/** A message from the advisers' desk to a customer, unread. */
export function seedAdviserMessage(
  db: Kysely<Database>,
  toMobile: string,
  content: string,
  at: string,
  parent: number | null = null,
): Promise<number> {
  return insertMessage(db, {
    parentmessageid: parent,
    message_date: at,
    from_mobile: ADMIN_RECIPIENT,
    to_mobile: toMobile,
    message_content: content,
    status: 'new',
  });
}

/**
 * The demo customer (mobile 9876543210) with two insurance requests, one with an adviser's remarks, and two
 * messages from an adviser. Adds nothing when the customer already has requests; answers how many were there.
 */
export async function seedDemo(db: Kysely<Database>, now: Date): Promise<{ existing: number }> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  await findOrCreateCustomer(db, DEMO_MOBILE, now);
  const existing = await db
    .selectFrom('insurance_requests')
    .select('id')
    .where('phone', '=', DEMO_MOBILE)
    .execute();
  if (existing.length > 0) return { existing: existing.length };
  const remarks = 'Quotes from three insurers have been sent to your email. Call us to compare them.';
  await seedRequest(
    db,
    { phone: DEMO_MOBILE, policyType: 'Term', sumAssured: '10000000', status: 'Quote Shared', remarks },
    daysAgo(12),
  );
  await seedRequest(
    db,
    { phone: DEMO_MOBILE, policyType: 'Health', sumAssured: '1250000', status: 'Submitted', remarks: '' },
    daysAgo(2),
  );
  await seedAdviserMessage(
    db,
    DEMO_MOBILE,
    'Namaste! Thank you for your term insurance request. Your quotes are ready.',
    daysAgo(10),
  );
  await seedAdviserMessage(
    db,
    DEMO_MOBILE,
    'For your health insurance request, could you tell us whether anyone in the family has diabetes or blood pressure? Insurers ask this before they quote, and a correct answer keeps your future claims safe.',
    daysAgo(1),
  );
  return { existing: 0 };
}
