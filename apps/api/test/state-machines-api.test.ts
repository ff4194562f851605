// The three after-sale state machines walked over HTTP, every allowed move (issues 28 and 29): the policy status
// (the status job on the test clock where dates move it, an adviser's recorded change where a person does), a
// claim and a service request (the advisers' moves). Each machine's walked pairs are checked against the
// contract's own table, so a transition added there without a walk here fails; moves the machine does not allow
// are refused (409) and change nothing.
import {
  adminPath,
  CLAIM_STATES,
  CLAIM_TRANSITIONS,
  changeEvent,
  claimMessages,
  nextPolicyStatus,
  POLICY_EVENTS,
  POLICY_STATUSES,
  POLICY_TRANSITIONS,
  policyChangePaths,
  policyChangeRefusals,
  policyPaths,
  RECORDED_CHANGES,
  SERVICE_REQUEST_STATES,
  SERVICE_REQUEST_TRANSITIONS,
  type PolicyEvent,
  type PolicyStatus,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { settlePolicyStatuses } from '../src/jobs/policy-status.job.ts';
import { ASHA, useAdminTestApp, ADVISER } from './support/admin.ts';
import { claimsFor } from './support/claims.ts';
import { arrangePolicy } from './support/policies.ts';
import { issuedHealthPolicy, samplePdf, upload } from './support/policy-files.ts';

const admin = useAdminTestApp();
const { test, api, tokens, submitApplication } = admin;
const HOUR = 3_600_000;

/** Every [from, to] pair a transition table allows. */
function pairsOf<S extends string>(table: Record<S, readonly S[]>): [S, S][] {
  return (Object.keys(table) as S[]).flatMap((from) => table[from].map((to): [S, S] => [from, to]));
}
/** The shortest list of states from `start` to `goal` through the table's moves (BFS), or undefined. */
function pathTo<S extends string>(table: Record<S, readonly S[]>, start: S, goal: S): S[] | undefined {
  const came = new Map<S, S[]>([[start, [start]]]);
  for (const queue = [start]; queue.length > 0;) {
    const here = queue.shift()!;
    if (here === goal) return came.get(here);
    for (const next of table[here]) {
      if (came.has(next)) continue;
      came.set(next, [...came.get(here)!, next]);
      queue.push(next);
    }
  }
  return undefined;
}
const key = (...parts: string[]) => parts.join(' → ');

// ---------------------------------------------------------------------------------------------------------------
// Policies: each walk records a policy from a request, then runs the status job on given days and records
// changes as an adviser; each step names exactly the status events it writes.

type Move = readonly [PolicyStatus, PolicyEvent, PolicyStatus];
type PolicyStep =
  { job: string; moves: readonly Move[] } | { change: Record<string, unknown>; moves: readonly Move[] };
interface PolicyWalk {
  name: string;
  /** What the adviser records on 1 June 2026 (the test clock's first day), over the issued health policy's fields. */
  policy: Record<string, unknown>;
  startsIn: PolicyStatus;
  steps: readonly PolicyStep[];
}

const health = {}; // issuedHealthPolicy: 1 June 2026 to 31 May 2027, received 1 June, yearly; free-look to 1 July
const yearlyTerm = { line: 'term', policyNumber: 'T-2026-88120', endDate: '2056-05-31' }; // premium due 1 June
const freeLookOver = { job: '2026-07-02', moves: [['in-free-look', 'free-look-ended', 'active']] } as const;
const inTermGrace = { job: '2027-06-02', moves: [['active', 'due-date-passed', 'in-grace']] } as const;
const termLapsed = { job: '2027-07-02', moves: [['in-grace', 'grace-ended', 'lapsed']] } as const;
const healthWindow = {
  job: '2027-05-01',
  moves: [['active', 'renewal-window-opened', 'renewal-due']],
} as const;
const cancel = { event: 'cancelled', reason: 'Customer asked' };
const renew = { event: 'renewed', endDate: '2028-05-31', premium: 26_400 };

const POLICY_WALKS: readonly PolicyWalk[] = [
  {
    name: 'health: free-look ends, the renewal window opens, renewed in it',
    policy: health,
    startsIn: 'in-free-look',
    steps: [freeLookOver, healthWindow, { change: renew, moves: [['renewal-due', 'renewed', 'renewed']] }],
  },
  {
    name: 'health: its due date passes while active, renewed in grace',
    policy: health,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      { job: '2027-06-01', moves: [['active', 'due-date-passed', 'in-grace']] },
      { change: renew, moves: [['in-grace', 'renewed', 'renewed']] },
    ],
  },
  {
    name: 'health: due, in grace, expired when grace ends unrenewed',
    policy: health,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      healthWindow,
      { job: '2027-06-01', moves: [['renewal-due', 'due-date-passed', 'in-grace']] },
      { job: '2027-06-30', moves: [] },
      { job: '2027-07-01', moves: [['in-grace', 'term-ended', 'expired']] },
    ],
  },
  {
    name: 'health: cancelled in its free-look period',
    policy: health,
    startsIn: 'in-free-look',
    steps: [{ change: cancel, moves: [['in-free-look', 'free-look-cancelled', 'cancelled']] }],
  },
  {
    name: 'health: cancelled while active',
    policy: health,
    startsIn: 'in-free-look',
    steps: [freeLookOver, { change: cancel, moves: [['active', 'cancelled', 'cancelled']] }],
  },
  {
    name: 'health: cancelled while due for renewal',
    policy: health,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      healthWindow,
      { change: cancel, moves: [['renewal-due', 'cancelled', 'cancelled']] },
    ],
  },
  {
    name: 'health: cancelled in grace',
    policy: health,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      { job: '2027-06-01', moves: [['active', 'due-date-passed', 'in-grace']] },
      { change: cancel, moves: [['in-grace', 'cancelled', 'cancelled']] },
    ],
  },
  {
    name: 'yearly term: the premium paid while due keeps it active',
    policy: yearlyTerm,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      { job: '2027-05-10', moves: [['active', 'renewal-window-opened', 'renewal-due']] },
      { change: { event: 'premium-paid' }, moves: [['renewal-due', 'premium-paid', 'active']] },
    ],
  },
  {
    name: 'yearly term: the premium paid in grace',
    policy: yearlyTerm,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      inTermGrace,
      { change: { event: 'premium-paid' }, moves: [['in-grace', 'premium-paid', 'active']] },
    ],
  },
  {
    name: 'yearly term: lapsed when grace ends unpaid, then revived',
    policy: yearlyTerm,
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      inTermGrace,
      { job: '2027-07-01', moves: [] },
      termLapsed,
      { change: { event: 'revived', note: 'Arrears paid' }, moves: [['lapsed', 'revived', 'active']] },
    ],
  },
  {
    name: 'yearly term: lapsed, then its term ends',
    policy: { ...yearlyTerm, endDate: '2028-05-31' },
    startsIn: 'in-free-look',
    steps: [
      freeLookOver,
      inTermGrace,
      termLapsed,
      { job: '2028-05-31', moves: [] },
      { job: '2028-06-01', moves: [['lapsed', 'term-ended', 'expired']] },
    ],
  },
  {
    name: 'car: due for renewal, expired the day after its end date (no grace)',
    policy: { line: 'car', policyNumber: '3001/MT-77120/00/000' },
    startsIn: 'active',
    steps: [healthWindow, { job: '2027-06-01', moves: [['renewal-due', 'term-ended', 'expired']] }],
  },
  {
    name: 'travel: a 15-day trip policy expires the day after it ends',
    policy: { line: 'travel', policyNumber: 'TR-2026-5511', endDate: '2026-06-15' },
    startsIn: 'active',
    steps: [
      { job: '2026-06-15', moves: [] },
      { job: '2026-06-16', moves: [['active', 'term-ended', 'expired']] },
    ],
  },
];

const policyPairs = (Object.keys(POLICY_TRANSITIONS) as PolicyStatus[]).flatMap((from) =>
  Object.entries(POLICY_TRANSITIONS[from]).map(([event, to]) => key(from, event, to)),
);
/** The changes a person records that the machine refuses in each status (cancelling in free-look is allowed). */
const refusedChanges = (status: PolicyStatus) =>
  RECORDED_CHANGES.filter((change) => !nextPolicyStatus(status, changeEvent(change, status)));

/** The statuses a walk stands in: its first, and each move's end. */
const statusesOf = (walk: PolicyWalk) => [
  walk.startsIn,
  ...walk.steps.flatMap((s) => s.moves.map((m) => m[2])),
];

/** Moves the test clock to 10 am India time on `date`. */
function moveTo(date: string) {
  const target = Date.parse(`${date}T00:00:00Z`) + (10 - 5.5) * HOUR;
  test.clock.advance(target - test.clock.now().getTime());
}

describe('the policy status machine over HTTP and the status job', () => {
  it('has a walk below for every move in POLICY_TRANSITIONS, and refusals for every status', () => {
    const walked = POLICY_WALKS.flatMap((walk) => walk.steps.flatMap((s) => s.moves.map((m) => key(...m))));
    expect(new Set(walked)).toEqual(new Set(policyPairs));
    expect(policyPairs).toHaveLength(18);
    const visited = new Set(POLICY_WALKS.flatMap(statusesOf));
    expect(visited).toEqual(new Set(POLICY_STATUSES));
    // 32 status × recorded change pairs, 9 of them allowed: 23 refused, each tried in some walk below
    expect(POLICY_STATUSES.flatMap((status) => refusedChanges(status))).toHaveLength(23);
    expect(POLICY_EVENTS.every((event) => walked.some((pair) => pair.includes(` ${event} `)))).toBe(true);
  });

  it.each(POLICY_WALKS.map((walk) => [walk.name, walk] as const))('%s', async (_name, walk) => {
    let signedInAt = test.clock.now().getTime();
    const adviserToken = async () => {
      if (test.clock.now().getTime() - signedInAt > HOUR) {
        tokens.admin = await api.login(ADVISER);
        signedInAt = test.clock.now().getTime();
      }
      return tokens.admin;
    };
    const requestId = await submitApplication();
    const recorded = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
      token: tokens.admin,
      details: { ...issuedHealthPolicy, ...walk.policy },
      files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
    });
    expect(recorded.status).toBe(200);
    const id = (recorded.body.result as { id: number; status: string }).id;
    expect((recorded.body.result as { status: string }).status).toBe(walk.startsIn);

    let seen = 0;
    /** The status event rows written since the last look, as [from, event, to]. */
    const newMoves = async () => {
      const rows = await test.db
        .selectFrom('policy_events')
        .select(['id', 'event', 'from_status', 'to_status'])
        .where('policy_id', '=', id)
        .where('id', '>', seen)
        .orderBy('id')
        .execute();
      seen = rows.at(-1)?.id ?? seen;
      return rows.map((row) => [row.from_status, row.event, row.to_status]);
    };
    const statusNow = async () =>
      (await test.db.selectFrom('policies').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status as PolicyStatus;
    const change = async (body: Record<string, unknown>) =>
      api.call<{ message: string; result: { status: string } }>(
        'POST',
        adminPath(policyChangePaths.adviser, { id }),
        { token: await adviserToken(), body },
      );
    /** Every recorded change the machine refuses in this status answers 409 with its reason and writes nothing. */
    const refusesTheRest = async (status: PolicyStatus) => {
      for (const event of refusedChanges(status)) {
        const refused = await change({ event, endDate: '2030-05-31' });
        expect(refused.status, key(status, event)).toBe(409);
        expect(refused.body.message).toBe(policyChangeRefusals['not-in-this-status'](status, event));
      }
      expect(await newMoves()).toEqual([]);
      expect(await statusNow()).toBe(status);
    };

    await newMoves(); // the 'issued' row
    await refusesTheRest(walk.startsIn);
    for (const step of walk.steps) {
      if ('job' in step) {
        moveTo(step.job);
        await settlePolicyStatuses(test.deps);
      } else {
        const answer = await change(step.change);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const label = 'job' in step ? `the job on ${step.job}` : `${String(step.change.event)}`;
      expect(await newMoves(), label).toEqual(step.moves.map((m) => [...m]));
      const last = step.moves.at(-1);
      if (last) {
        expect(await statusNow()).toBe(last[2]);
        await refusesTheRest(last[2]);
      }
    }
    const final = await statusNow();
    if (Object.keys(POLICY_TRANSITIONS[final]).length === 0) {
      // a final status: no date moves it, however far on
      moveTo('2060-01-01');
      await settlePolicyStatuses(test.deps);
      expect(await newMoves()).toEqual([]);
      expect(await statusNow()).toBe(final);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Claims and service requests: advisers move them, so each walk is derived from the contract's table itself: for
// every allowed pair, a fresh case taken by the shortest path to its first state and then over the pair.

describe('the claim machine over the advisers’ moves', () => {
  const { policyOf, start, move, read } = claimsFor(admin);
  const claimed = 100_000;
  const deductions = [{ item: 'Gloves and masks', amount: 7_500, reason: 'Consumables are not covered' }];
  /** Everything any move asks for (the reference, the amount, balanced deductions): only the machine refuses. */
  const body = (to: string) => ({
    to,
    insurerReference: 'CL/2026/4471',
    approvedAmount: claimed - 7_500,
    deductions,
    note: `to ${to}`,
  });

  it('walks every pair in CLAIM_TRANSITIONS and refuses every other pair with 409', async () => {
    const pairs = pairsOf(CLAIM_TRANSITIONS);
    const walked = new Set<string>();
    const refused = new Set<string>();
    const checked = new Set<string>();
    for (const [from, to] of pairs) {
      const way = pathTo(CLAIM_TRANSITIONS, 'intimated', from);
      expect(way, `${from} cannot be reached from intimated`).toBeDefined();
      const path = [...way!, to];
      // a policy of its own: the same claim again while one is open is the same claim (claims-double-submit.test.ts)
      const policyId = await policyOf(ASHA, 'health', { number: `SM-C-${from}-${to}` });
      const started = await start(policyId, { kind: 'cashless', claimedAmount: claimed });
      expect(started.status).toBe(200);
      const id = started.body.result.id;
      for (const [n, here] of path.entries()) {
        if (!checked.has(here)) {
          checked.add(here);
          for (const target of CLAIM_STATES.filter(
            (s) => !(CLAIM_TRANSITIONS[here] as readonly string[]).includes(s),
          )) {
            const answer = await move(id, body(target));
            expect(answer.status, key(here, target)).toBe(409);
            expect(answer.body.message).toBe(claimMessages.notAllowedMove);
            refused.add(key(here, target));
          }
        }
        const next = path[n + 1];
        if (!next) break;
        const moved = await move(id, body(next));
        expect(moved.status, `${key(here, next)}: ${JSON.stringify(moved.body)}`).toBe(200);
        expect(moved.body.result.state).toBe(next);
      }
      // what was walked, read back from the claim's own timeline
      const states = (await read(id)).body.result.timeline.map((entry) => entry.state);
      expect(states).toEqual(path);
      states.slice(1).forEach((state, n) => walked.add(key(states[n]!, state)));
    }
    expect(walked).toEqual(new Set(pairs.map(([from, to]) => key(from, to))));
    const disallowed = CLAIM_STATES.flatMap((from) =>
      CLAIM_STATES.filter((to) => !(CLAIM_TRANSITIONS[from] as readonly string[]).includes(to)).map((to) =>
        key(from, to),
      ),
    );
    expect(refused).toEqual(new Set(disallowed));
  });
});

describe('the service request machine over the advisers’ moves', () => {
  type Answer = { message: string; result: { id: number; state: string; timeline: { state: string }[] } };
  const ask = (policyId: number) =>
    api.call<Answer>('POST', `/api/Insurance/Policies/${policyId}/ServiceRequests`, {
      token: tokens.asha,
      body: { kind: 'nominee-change', details: 'Nominee: Meera Iyer, daughter' },
    });
  // these are nominee changes: marking one done takes the new nominee the insurer recorded
  const move = (id: number, to: string) =>
    api.call<Answer>('POST', `/api/Admin/ServiceRequests/${id}/Move`, {
      token: tokens.admin,
      body:
        to === 'done'
          ? { to, nominee: { name: 'Meera Iyer', relation: 'Child', mobile: '9822012345' } }
          : { to },
    });

  it('walks every pair in SERVICE_REQUEST_TRANSITIONS and refuses every other pair with 409', async () => {
    const pairs = pairsOf(SERVICE_REQUEST_TRANSITIONS);
    const walked = new Set<string>();
    const refused = new Set<string>();
    const checked = new Set<string>();
    for (const [from, to] of pairs) {
      const way = pathTo(SERVICE_REQUEST_TRANSITIONS, 'requested', from);
      expect(way, `${from} cannot be reached from requested`).toBeDefined();
      const path = [...way!, to];
      // a policy of its own: the same request again while one is open is the same request
      const policyId = await arrangePolicy(
        test.db,
        { mobile: ASHA, line: 'term', renewalDueOn: '2027-06-01', number: `SM-S-${from}-${to}` },
        test.clock.now(),
      );
      const asked = await ask(policyId);
      expect(asked.status).toBe(200);
      const id = asked.body.result.id;
      for (const [n, here] of path.entries()) {
        if (!checked.has(here)) {
          checked.add(here);
          const allowed = SERVICE_REQUEST_TRANSITIONS[here] as readonly string[];
          for (const target of SERVICE_REQUEST_STATES.filter((s) => !allowed.includes(s))) {
            const answer = await move(id, target);
            expect(answer.status, key(here, target)).toBe(409);
            expect(answer.body.message).toBe(claimMessages.notAllowedMove);
            refused.add(key(here, target));
          }
        }
        const next = path[n + 1];
        if (!next) break;
        const moved = await move(id, next);
        expect(moved.status, `${key(here, next)}: ${JSON.stringify(moved.body)}`).toBe(200);
        expect(moved.body.result.state).toBe(next);
      }
      const read = await api.call<Answer>('GET', `/api/Admin/ServiceRequests/${id}`, { token: tokens.admin });
      const states = read.body.result.timeline.map((entry) => entry.state);
      expect(states).toEqual(path);
      states.slice(1).forEach((state, n) => walked.add(key(states[n]!, state)));
    }
    expect(walked).toEqual(new Set(pairs.map(([from, to]) => key(from, to))));
    // 'withdrawn' is the customer's move alone (service-request-withdraw.test.ts): no adviser move leaves it
    const withdrawnPolicy = await arrangePolicy(
      test.db,
      { mobile: ASHA, line: 'term', renewalDueOn: '2027-06-01', number: 'SM-S-withdrawn' },
      test.clock.now(),
    );
    const withdrawnId = (await ask(withdrawnPolicy)).body.result.id;
    const withdrawn = await api.call<Answer>(
      'POST',
      `/api/Insurance/ServiceRequests/${withdrawnId}/Withdraw`,
      {
        token: tokens.asha,
      },
    );
    expect(withdrawn.status).toBe(200);
    for (const target of SERVICE_REQUEST_STATES) {
      const answer = await move(withdrawnId, target);
      expect(answer.status, key('withdrawn', target)).toBe(409);
      refused.add(key('withdrawn', target));
    }
    const disallowed = SERVICE_REQUEST_STATES.flatMap((from) =>
      SERVICE_REQUEST_STATES.filter(
        (to) => !(SERVICE_REQUEST_TRANSITIONS[from] as readonly string[]).includes(to),
      ).map((to) => key(from, to)),
    );
    expect(refused).toEqual(new Set(disallowed));
  });
});
