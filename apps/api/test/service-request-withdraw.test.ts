// A customer withdraws their own open service request (POST /api/Insurance/ServiceRequests/:id/Withdraw): its clock
// stops, the step is on its timeline and in the audit log, it leaves the advisers' open queue and no adviser moves
// it again. Another customer's, an erased or a missing request is the same 404; a closed one is 409; twenty at once,
// or a withdraw racing an adviser's "done", have exactly one winner.
import {
  addDays,
  apiMessages,
  claimMessages,
  claimPaths,
  istDate,
  SERVICE_REQUEST_STATES,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { arrangePolicy, policyStatusOf } from './support/policies.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const DAY = 86_400_000;
type View = {
  id: number;
  state: string;
  clock: { state: string; stopped: boolean; inTime: boolean | null };
  timeline: { state: string; by: string }[];
  next: string[];
};
type Answer = { message: string; result: View };

/** The states a request's timeline has recorded, in order. */
const stepsOf = async (id: number) =>
  (
    await test.db
      .selectFrom('case_events')
      .select('state')
      .where('subject', '=', 'service-request')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((event) => event.state);

const policy = (line = 'health') =>
  arrangePolicy(
    test.db,
    { mobile: ASHA, line, renewalDueOn: addDays(istDate(test.clock.now()), 300) },
    test.clock.now(),
  );
const ask = async (policyId: number, kind = 'address-correction', details = '12 MG Road, Pune') => {
  const asked = await api.call<Answer>('POST', `/api/Insurance/Policies/${policyId}/ServiceRequests`, {
    token: tokens.asha,
    body: { kind, details },
  });
  expect(asked.status).toBe(200);
  return asked.body.result.id;
};
/** Withdraws as Asha, or with another token (null: with none). */
const withdraw = (id: number, token: string | null = tokens.asha) =>
  api.call<Answer>('POST', claimPaths.serviceRequestWithdraw.replace(':id', String(id)), {
    token: token ?? undefined,
  });
const move = (id: number, to: string) =>
  api.call<Answer>('POST', `/api/Admin/ServiceRequests/${id}/Move`, { token: tokens.admin, body: { to } });
const row = (id: number) =>
  test.db.selectFrom('service_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const withdrawAudits = (id: number) =>
  test.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'service-request.withdraw')
    .where('entity_id', '=', String(id))
    .execute();
const openQueue = async () => {
  const queue = await api.call<{ result: { id: number }[] }>('GET', '/api/Admin/Queues/service-requests', {
    token: tokens.admin,
  });
  expect(queue.status).toBe(200);
  return queue.body.result.map((item) => item.id);
};

describe('POST /api/Insurance/ServiceRequests/:id/Withdraw', () => {
  it('withdraws the customer’s own open request: closed, its clock stopped, on the timeline and audited', async () => {
    const id = await ask(await policy());
    test.clock.advance(2 * DAY);
    const answer = await withdraw(id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(claimMessages.serviceRequestWithdrawn);
    expect(answer.body.result).toMatchObject({
      id,
      state: 'withdrawn',
      clock: { stopped: true, inTime: true },
      next: [],
    });
    expect(answer.body.result.timeline.map((step) => [step.state, step.by])).toEqual([
      ['requested', 'you'],
      ['withdrawn', 'you'],
    ]);
    const stored = await row(id);
    expect(stored.state).toBe('withdrawn');
    expect(stored.closed_at).toBe(test.clock.now().toISOString());
    // the clock stays stopped where it was withdrawn, days after its deadline
    test.clock.advance(30 * DAY);
    // (logged in again: the session from a month ago has ended)
    const read = await api.call<Answer>('GET', `/api/Insurance/ServiceRequests/${id}`, {
      token: await api.login(ASHA),
    });
    expect(read.body.result).toMatchObject({ state: 'withdrawn', clock: { stopped: true, inTime: true } });
    const audits = await withdrawAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ admin_mobile: `XXXXXX${ASHA.slice(-4)}`, entity: 'service_request' });
  });

  it('withdraws from every open state: sent to the insurer and acknowledged too', async () => {
    const policyId = await policy();
    const sent = await ask(policyId, 'name-correction', 'Asha Verma, not Aasha');
    expect((await move(sent, 'sent-to-insurer')).status).toBe(200);
    const acknowledged = await ask(policyId, 'address-correction', '4 Park Street, Kolkata');
    expect((await move(acknowledged, 'sent-to-insurer')).status).toBe(200);
    expect((await move(acknowledged, 'acknowledged')).status).toBe(200);
    for (const id of [sent, acknowledged]) {
      const answer = await withdraw(id);
      expect(answer.status).toBe(200);
      expect(answer.body.result.state).toBe('withdrawn');
    }
  });

  it('answers another customer’s request, an erased one and a missing one with the same 404', async () => {
    const id = await ask(await policy());
    const missing = await withdraw(id + 1000);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(apiMessages.notFound);

    const ravi = await admin.customerToken('9876500555');
    const others = await withdraw(id, ravi);
    expect(others).toEqual(missing);
    expect((await row(id)).state).toBe('requested');

    const erased = await api.call('POST', '/api/Insurance/EraseMyAccount', {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.status).toBe(200);
    test.clock.advance(60_000);
    const again = await api.login(ASHA);
    expect(await withdraw(id, again)).toEqual(missing);
    expect(await withdrawAudits(id)).toEqual([]);
  });

  it('needs a customer’s bearer token: 401 without one, 403 for an adviser', async () => {
    const id = await ask(await policy());
    expect((await withdraw(id, null)).status).toBe(401);
    expect((await withdraw(id, tokens.admin)).status).toBe(403);
    expect((await row(id)).state).toBe('requested');
  });

  it('refuses a closed request with 409: done, refused or already withdrawn', async () => {
    const policyId = await policy();
    const done = await ask(policyId, 'tax-certificate-80d', 'FY 2025-26');
    await move(done, 'sent-to-insurer');
    expect((await move(done, 'done')).status).toBe(200);
    const refused = await ask(policyId, 'add-newborn', 'Baby Verma, born 1 June 2026');
    expect((await move(refused, 'refused')).status).toBe(200);
    const withdrawn = await ask(policyId);
    expect((await withdraw(withdrawn)).status).toBe(200);
    for (const [id, state] of [
      [done, 'done'],
      [refused, 'refused'],
      [withdrawn, 'withdrawn'],
    ] as const) {
      const answer = await withdraw(id);
      expect(answer.status, state).toBe(409);
      expect(answer.body.message).toBe(claimMessages.serviceRequestClosed);
      expect((await row(id)).state).toBe(state);
    }
  });

  it('lets exactly one of twenty withdraws at once through; the others hear 409', async () => {
    const id = await ask(await policy());
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const events = await stepsOf(id);
    expect(events).toEqual(['requested', 'withdrawn']);
    expect(await withdrawAudits(id)).toHaveLength(1);
  });

  it('has one winner when a withdraw races an adviser’s "done" on a cancellation', async () => {
    const policyId = await policy();
    const id = await ask(policyId, 'mid-term-cancellation', '');
    expect((await move(id, 'sent-to-insurer')).status).toBe(200);
    const [withdrawn, done] = await Promise.all([withdraw(id), move(id, 'done')]);
    expect([withdrawn.status, done.status].sort()).toEqual([200, 409]);
    const stored = await row(id);
    // the loser changed nothing: a withdrawn cancellation leaves the policy alive, a done one has ended it
    if (withdrawn.status === 200) {
      expect(stored.state).toBe('withdrawn');
      expect(withdrawn.body.result.state).toBe('withdrawn');
      expect(done.body.message).toBe(claimMessages.notAllowedMove);
      expect(await policyStatusOf(test.db, policyId)).toBe('active');
    } else {
      expect(stored.state).toBe('done');
      expect(withdrawn.body.message).toBe(claimMessages.serviceRequestClosed);
      expect(await policyStatusOf(test.db, policyId)).toBe('cancelled');
    }
    const events = await stepsOf(id);
    expect(events).toEqual(['requested', 'sent-to-insurer', stored.state]);
  });

  it('takes the request out of the advisers’ open queue, and no adviser moves it afterwards', async () => {
    const id = await ask(await policy());
    expect(await openQueue()).toContain(id);
    expect((await withdraw(id)).status).toBe(200);
    expect(await openQueue()).not.toContain(id);
    for (const to of SERVICE_REQUEST_STATES) {
      const moved = await move(id, to);
      expect(moved.status, to).toBe(409);
      expect(moved.body.message).toBe(claimMessages.notAllowedMove);
    }
    const read = await api.call<Answer>('GET', `/api/Admin/ServiceRequests/${id}`, { token: tokens.admin });
    expect(read.body.result).toMatchObject({ state: 'withdrawn', next: [] });
    expect(read.body.result.timeline.map((step) => step.state)).toEqual(['requested', 'withdrawn']);
  });
});
