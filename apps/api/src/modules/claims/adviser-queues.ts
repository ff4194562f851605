// The advisers' queues, earliest deadline first: open claims on their live clock, open service requests on
// their 7-day clock, and renewals due (the renewal notice's date, 30 days before, as the clock).
import {
  addDays,
  cashlessGoal,
  CLAIM_DECIDED,
  claimClock,
  endOfIstDay,
  istDate,
  RENEWAL_RULES,
  SERVICE_REQUEST_CLOSED,
  serviceRequestClock,
  type ClaimKind,
  type ClaimMove,
  type ClaimState,
  type ServiceRequestKind,
} from '@bimasetu/contract';
import type { AppDeps } from '../../deps.ts';
import { caseEvents } from './claims.repository.ts';

export interface QueueItem {
  id: number;
  policyId: number;
  customerMobile: string;
  kind: string;
  state: string;
  openedAt: string;
  dueAt: string | null;
  clockState: 'running' | 'near' | 'breached' | null;
  rule: string | null;
}

/** Earliest deadline first; lines without one after them, oldest first. */
const byDeadline = (a: QueueItem, b: QueueItem) => {
  const [x, y] = [a.dueAt ?? `~${a.openedAt}`, b.dueAt ?? `~${b.openedAt}`];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

async function claimsQueue(deps: AppDeps, now: Date): Promise<QueueItem[]> {
  const rows = await deps.db
    .selectFrom('claims')
    .selectAll()
    .where('state', 'not in', CLAIM_DECIDED as ClaimState[])
    .execute();
  const events = await caseEvents(
    deps.db,
    'claim',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const moves: ClaimMove[] = events
      .filter((event) => event.subject_id === row.id)
      .map((event) => ({ state: event.state as ClaimState, at: new Date(event.at) }));
    const clock = claimClock(row.kind as ClaimKind, row.investigated === 1, moves, now);
    const line = queueLine(row);
    if (clock) {
      const { dueAt, state } = clock.reading;
      return { ...line, dueAt: dueAt.toISOString(), clockState: state, rule: clock.id };
    }
    // a cashless claim not yet with the insurer runs on our own answer goal; others have no deadline yet
    if (row.kind === 'cashless' && row.state === 'intimated') {
      const goal = cashlessGoal(new Date(row.created_at), now);
      return {
        ...line,
        dueAt: goal.dueAt.toISOString(),
        clockState: goal.state,
        rule: 'cashless-adviser-goal',
      };
    }
    return { ...line, dueAt: null, clockState: null, rule: null };
  });
}

/** What every queue line says of its case, whatever its clock. */
function queueLine(row: {
  id: number;
  policy_id: number;
  customer_mobile: string;
  kind: string;
  state: string;
  created_at: string;
}) {
  return {
    id: row.id,
    policyId: row.policy_id,
    customerMobile: row.customer_mobile,
    kind: row.kind,
    state: row.state,
    openedAt: row.created_at,
  };
}

async function serviceQueue(deps: AppDeps, now: Date): Promise<QueueItem[]> {
  const rows = await deps.db
    .selectFrom('service_requests')
    .selectAll()
    .where('state', 'not in', [...SERVICE_REQUEST_CLOSED])
    .execute();
  return rows.map((row) => {
    const clock = serviceRequestClock(
      row.kind as ServiceRequestKind,
      new Date(row.created_at),
      undefined,
      now,
    );
    return {
      ...queueLine(row),
      dueAt: clock.reading.dueAt.toISOString(),
      clockState: clock.reading.state,
      rule: clock.id,
    };
  });
}

/** Renewals within the notice period: the clock is the renewal date; near inside the notice's last quarter. */
async function renewalsQueue(deps: AppDeps, now: Date): Promise<QueueItem[]> {
  const today = istDate(now);
  const rows = await deps.db
    .selectFrom('policies')
    .select(['id', 'customer_mobile', 'line', 'status', 'renewal_due_on', 'created_at'])
    .where('status', 'in', ['active', 'renewal-due', 'in-grace', 'in-free-look'])
    .where('erased_at', 'is', null)
    .where('renewal_due_on', '<=', addDays(today, RENEWAL_RULES.notice.daysBefore))
    .execute();
  return rows.flatMap((row) => {
    if (!row.renewal_due_on) return [];
    const noticeFrom = new Date(
      endOfIstDay(addDays(row.renewal_due_on, -RENEWAL_RULES.notice.daysBefore)).getTime() + 1,
    );
    const dueAt = endOfIstDay(row.renewal_due_on);
    const msLeft = dueAt.getTime() - now.getTime();
    const total = dueAt.getTime() - noticeFrom.getTime();
    return [
      {
        id: row.id,
        policyId: row.id,
        customerMobile: row.customer_mobile,
        kind: row.line,
        state: row.status,
        openedAt: row.created_at,
        dueAt: dueAt.toISOString(),
        clockState: msLeft < 0 ? 'breached' : msLeft < total / 4 ? 'near' : 'running',
        rule: 'renewal-notice',
      },
    ];
  });
}

export async function adviserQueue(deps: AppDeps, queue: 'claims' | 'service-requests' | 'renewals') {
  const now = deps.clock.now();
  const items =
    queue === 'claims'
      ? await claimsQueue(deps, now)
      : queue === 'service-requests'
        ? await serviceQueue(deps, now)
        : await renewalsQueue(deps, now);
  return items.sort(byDeadline);
}
