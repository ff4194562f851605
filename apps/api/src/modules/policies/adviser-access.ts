import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PolicyRow } from './policies.repository.ts';

/**
 * Whether an adviser works on this policy's customer, and so may view its documents: the customer asked for help
 * with it, or the adviser recorded it, or acted on one of the customer's requests, leads, claims or service
 * requests (a step on its timeline). Advisers are not assigned to customers yet; acting is what counts.
 */
export async function adviserWorksOn(
  db: Kysely<Database>,
  adviser: string,
  policy: Pick<PolicyRow, 'customer_mobile' | 'help_requested' | 'created_by'>,
): Promise<boolean> {
  if (policy.help_requested === 1 || policy.created_by === adviser) return true;
  const owner = policy.customer_mobile;
  const onRequest = await db
    .selectFrom('request_events')
    .select('id')
    .where('admin_mobile', '=', adviser)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('subject', '=', 'application'),
          eb('subject_id', 'in', eb.selectFrom('insurance_requests').select('id').where('phone', '=', owner)),
        ]),
        eb.and([
          eb('subject', '=', 'lead'),
          eb('subject_id', 'in', eb.selectFrom('leads').select('id').where('mobile', '=', owner)),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (onRequest) return true;
  const onCase = await db
    .selectFrom('case_events')
    .select('id')
    .where('actor', '=', adviser)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('subject', '=', 'claim'),
          eb('subject_id', 'in', eb.selectFrom('claims').select('id').where('customer_mobile', '=', owner)),
        ]),
        eb.and([
          eb('subject', '=', 'service-request'),
          eb(
            'subject_id',
            'in',
            eb.selectFrom('service_requests').select('id').where('customer_mobile', '=', owner),
          ),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return onCase !== undefined;
}
