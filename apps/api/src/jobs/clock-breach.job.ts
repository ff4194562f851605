// The claims' and service requests' clocks as a durable job: each run finds every open claim or request whose clock
// has run out undecided and tells its customer once, in the app (a message from BimaSetu, as a policy issued is
// told). The notice and its `clock_breach_notices` row are written in one transaction under a unique key per clock
// (`claim:<id>:<clock>:<started at>`), so running it twice, in two processes at once or after a restart, tells
// each run-out clock once; a clock that starts again (a new discharge request, an answered query) is a new key.
import {
  ADMIN_RECIPIENT,
  CLAIM_DECIDED,
  claimClock,
  clockBreachNotices,
  CLOCK_RULES,
  SERVICE_REQUEST_CLOSED,
  serviceRequestClock,
  type ClaimKind,
  type ClaimMove,
  type ClaimState,
  type ClockId,
  type ServiceRequestKind,
  type ServiceRequestState,
} from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AppDeps } from '../deps.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';
import type { ClockBreachNoticeTable } from '../modules/claims/claims.table.ts';
import { caseEvents } from '../modules/claims/claims.repository.ts';
import type { JobDefinition } from './job-queue.ts';

const BATCH = 500;

interface Breach {
  subject: ClockBreachNoticeTable['subject'];
  subjectId: number;
  clock: ClockId;
  startedAt: Date;
  mobile: string;
  text: string;
}

const breachKey = (breach: Breach) =>
  `${breach.subject}:${breach.subjectId}:${breach.clock}:${breach.startedAt.toISOString()}`;

/**
 * Tells one run-out clock, if no one has: the marker row first (a second writer, in any process, waits on the
 * unique key and then inserts nothing), then the message, both or neither. Answers whether this call told it.
 */
async function tellOnce(db: Kysely<Database>, breach: Breach, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('clock_breach_notices')
      .values({
        key: breachKey(breach),
        subject: breach.subject,
        subject_id: breach.subjectId,
        clock: breach.clock,
        started_at: breach.startedAt.toISOString(),
        mobile: breach.mobile,
        message_id: 0,
        noticed_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!marked) return false;
    const messageId = await insertMessage(trx, {
      parentmessageid: null,
      message_date: now.toISOString(),
      from_mobile: ADMIN_RECIPIENT,
      to_mobile: breach.mobile,
      message_content: breach.text,
      status: 'new',
    });
    await trx
      .updateTable('clock_breach_notices')
      .set({ message_id: messageId })
      .where('id', '=', marked.id)
      .execute();
    return true;
  });
}

/** The open claims (not yet decided) whose clock has run out now. */
async function claimBreaches(db: Kysely<Database>, now: Date, after: number) {
  const rows = await db
    .selectFrom('claims')
    .innerJoin('policies', 'policies.id', 'claims.policy_id')
    .select(['claims.id', 'claims.kind', 'claims.investigated', 'claims.customer_mobile'])
    .select(['policies.insurer', 'policies.policy_number'])
    .where('claims.state', 'not in', CLAIM_DECIDED as ClaimState[])
    .where('claims.kind', '!=', 'motor')
    .where('policies.erased_at', 'is', null)
    .where('claims.id', '>', after)
    .orderBy('claims.id')
    .limit(BATCH)
    .execute();
  const events = await caseEvents(
    db,
    'claim',
    rows.map((row) => row.id),
  );
  const breaches: Breach[] = [];
  for (const row of rows) {
    const moves: ClaimMove[] = events
      .filter((event) => event.subject_id === row.id)
      .map((event) => ({ state: event.state as ClaimState, at: new Date(event.at) }));
    const clock = claimClock(row.kind as ClaimKind, row.investigated === 1, moves, now);
    if (!clock || clock.stopped || clock.reading.state !== 'breached') continue;
    const rule = CLOCK_RULES[clock.id];
    breaches.push({
      subject: 'claim',
      subjectId: row.id,
      clock: clock.id,
      startedAt: clock.startedAt,
      mobile: row.customer_mobile,
      text: clockBreachNotices.claim(
        row.insurer,
        row.policy_number,
        'whenMissed' in rule ? rule.whenMissed : null,
      ),
    });
  }
  return { breaches, last: rows.at(-1)?.id, full: rows.length === BATCH };
}

/** The open service requests whose clock has run out now. */
async function requestBreaches(db: Kysely<Database>, now: Date, after: number) {
  const rows = await db
    .selectFrom('service_requests')
    .innerJoin('policies', 'policies.id', 'service_requests.policy_id')
    .select([
      'service_requests.id',
      'service_requests.kind',
      'service_requests.created_at',
      'service_requests.customer_mobile',
    ])
    .select('policies.policy_number')
    .where('service_requests.state', 'not in', SERVICE_REQUEST_CLOSED as ServiceRequestState[])
    .where('policies.erased_at', 'is', null)
    .where('service_requests.id', '>', after)
    .orderBy('service_requests.id')
    .limit(BATCH)
    .execute();
  const breaches: Breach[] = [];
  for (const row of rows) {
    const requestedAt = new Date(row.created_at);
    const clock = serviceRequestClock(row.kind as ServiceRequestKind, requestedAt, undefined, now);
    if (clock.reading.state !== 'breached') continue;
    breaches.push({
      subject: 'service-request',
      subjectId: row.id,
      clock: clock.id,
      startedAt: requestedAt,
      mobile: row.customer_mobile,
      text: clockBreachNotices.serviceRequest(row.policy_number),
    });
  }
  return { breaches, last: rows.at(-1)?.id, full: rows.length === BATCH };
}

/** Tells every clock run out by now that nobody has told yet; answers how many this run told. */
export async function scanClockBreaches(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  let told = 0;
  for (const find of [claimBreaches, requestBreaches]) {
    for (let after = 0; ;) {
      const page = await find(deps.db, now, after);
      for (const breach of page.breaches) if (await tellOnce(deps.db, breach, now)) told += 1;
      if (!page.full || page.last === undefined) break;
      after = page.last;
    }
  }
  return told;
}

export function clockBreachJob(deps: AppDeps): JobDefinition<never> {
  return { name: 'clock-breach-scan', run: async () => void (await scanClockBreaches(deps)) };
}
