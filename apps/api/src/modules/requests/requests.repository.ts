import type { Insertable, Kysely } from 'kysely';
import type { Database, InsuranceRequestTable, RequestEventTable } from '../../db/database.ts';

type NewRequest = Omit<
  Insertable<InsuranceRequestTable>,
  'id' | 'plan_id' | 'plan_name' | 'insurer' | 'quote' | 'revised_premium' | 'revised_reason'
> &
  Partial<Pick<InsuranceRequestTable, 'plan_id' | 'plan_name' | 'insurer' | 'quote'>>;

export async function insertRequest(db: Kysely<Database>, request: NewRequest): Promise<number> {
  const row = await db
    .insertInto('insurance_requests')
    .values({
      plan_id: '',
      plan_name: '',
      insurer: '',
      quote: '',
      revised_premium: null,
      revised_reason: '',
      ...request,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const trackedColumns = [
  'id',
  'reference',
  'policy_type',
  'created_on',
  'sum_assured',
  'status',
  'remarks',
  'plan_name',
  'insurer',
  'quote',
  'revised_premium',
  'revised_reason',
] as const;

/** A customer's applications, newest first. */
export async function listRequestsByPhone(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('insurance_requests')
    .select(trackedColumns)
    .where('phone', '=', phone)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of this customer's applications by its reference; another customer's is not found. */
export async function findOwnRequest(db: Kysely<Database>, phone: string, reference: string) {
  return db
    .selectFrom('insurance_requests')
    .select(trackedColumns)
    .where('phone', '=', phone)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * The leads that count as requests for this mobile, newest first: those filed by the customer of that mobile
 * (`verified`: a travel booking always is, a call-back when sent with their token) and still wanted (a booking,
 * or a call-back whose consent stands). A call-back anyone typed this number into is the advisers' alone.
 */
export async function listTrackedLeads(db: Kysely<Database>, mobile: string, reference?: string) {
  let query = db
    .selectFrom('leads')
    .select(['id', 'reference', 'line', 'details', 'status', 'customer_note', 'created_at'])
    .where('mobile', '=', mobile)
    .where('verified', '=', 1)
    .where((eb) => eb.or([eb('line', '=', 'travel-booking'), eb('consent', '=', 1)]));
  if (reference) query = query.where('reference', '=', reference);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Every change advisers made to one application or lead, oldest first. */
export async function listEvents(db: Kysely<Database>, subject: RequestEventTable['subject'], id: number) {
  return db
    .selectFrom('request_events')
    .select(['kind', 'status', 'remarks', 'premium', 'at'])
    .where('subject', '=', subject)
    .where('subject_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Records an adviser's change for the customer's timeline (inside the change's own transaction). */
export async function insertEvent(db: Kysely<Database>, event: Omit<Insertable<RequestEventTable>, 'id'>) {
  await db.insertInto('request_events').values(event).execute();
}
