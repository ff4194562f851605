// Service requests on the vault's policies: the 7-day clock (and the free-look refund's), each step audited and
// on the customer's timeline, the advisers' queue in clock order, and no customer reaching another's request.
import { addDays, claimMessages, istDate } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { arrangePolicy, policyStatusOf } from './support/policies.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const DAY = 86_400_000;
type View = {
  id: number;
  state: string;
  kind: string;
  clock: {
    rule: string;
    state: string;
    stopped: boolean;
    inTime: boolean | null;
    dueAt: string;
    source: { title: string };
  };
  timeline: { state: string; by: string }[];
};
type Answer = { message: string; result: View };

const policy = (
  line: string,
  extra: { documentReceivedOn?: string; startDate?: string; status?: string } = {},
) =>
  arrangePolicy(
    test.db,
    { mobile: ASHA, line, renewalDueOn: addDays(istDate(test.clock.now()), 300), ...extra },
    test.clock.now(),
  );
const ask = (policyId: number, body: object, token = tokens.asha) =>
  api.call<Answer>('POST', `/api/Insurance/Policies/${policyId}/ServiceRequests`, { token, body });
const move = (id: number, to: string, token = tokens.admin, extra: object = {}) =>
  api.call<Answer>('POST', `/api/Admin/ServiceRequests/${id}/Move`, { token, body: { to, ...extra } });
/** The new nominee the insurer recorded: what marking a nominee change done takes. */
const MEERA = { nominee: { name: 'Meera Iyer', relation: 'Child', mobile: '9822012345' } };

describe('POST /api/Insurance/Policies/:id/ServiceRequests', () => {
  it('does a nominee change within its 7 days, step by step on the timeline', async () => {
    const policyId = await policy('term');
    const asked = await ask(policyId, { kind: 'nominee-change', details: 'Nominee: Meera Iyer, daughter' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toContain('7 days');
    const id = asked.body.result.id;
    expect(asked.body.result.clock).toMatchObject({
      rule: 'serviceRequest',
      state: 'running',
      stopped: false,
    });
    expect(asked.body.result.clock.source.title).toContain("Protection of Policyholders' Interests");
    expect((await move(id, 'done')).status).toBe(409);
    expect((await move(id, 'sent-to-insurer')).status).toBe(200);
    test.clock.advance(2 * DAY);
    expect((await move(id, 'acknowledged')).status).toBe(200);
    test.clock.advance(3 * DAY);
    const refused = await move(id, 'done');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(claimMessages.nomineeNeededWhenDone);
    const done = await move(id, 'done', tokens.admin, MEERA);
    expect(done.body.result).toMatchObject({ state: 'done', clock: { stopped: true, inTime: true } });
    expect(done.body.result.timeline.map((entry) => [entry.state, entry.by])).toEqual([
      ['requested', 'you'],
      ['sent-to-insurer', 'adviser'],
      ['acknowledged', 'adviser'],
      ['done', 'adviser'],
    ]);
    const audit = await test.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'service_request')
      .execute();
    expect(audit).toHaveLength(3);
    const read = await api.call<{ result: { state: string; next: string[] } }>(
      'GET',
      `/api/Admin/ServiceRequests/${id}`,
      { token: tokens.admin },
    );
    expect(read.body.result).toMatchObject({ state: 'done', next: [] });
    expect((await api.call('GET', `/api/Admin/ServiceRequests/${id}`, { token: tokens.asha })).status).toBe(
      403,
    );
  });

  it('runs a free-look cancellation on the refund clock, and offers none on motor', async () => {
    const today = istDate(test.clock.now());
    const life = await policy('term', { documentReceivedOn: today, startDate: today });
    const cancel = await ask(life, { kind: 'free-look-cancellation' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.result.clock.rule).toBe('freeLookRefund');
    const car = await policy('car');
    expect((await ask(car, { kind: 'free-look-cancellation' })).status).toBe(400);
    expect((await ask(car, { kind: 'tax-certificate-80d' })).status).toBe(400);
    expect((await ask(car, { kind: 'nothing' })).status).toBe(400);
  });

  it('ends the policy in the vault when the insurer has done a cancellation, and only then', async () => {
    const today = istDate(test.clock.now());
    const statusOf = (id: number) => policyStatusOf(test.db, id);
    const eventsOf = (id: number) =>
      test.db
        .selectFrom('policy_events')
        .select(['event', 'to_status'])
        .where('policy_id', '=', id)
        .execute();
    // in its free-look: a free-look cancellation
    const life = await policy('term', {
      documentReceivedOn: today,
      startDate: today,
      status: 'in-free-look',
    });
    const freeLook = (await ask(life, { kind: 'free-look-cancellation' })).body.result.id;
    expect((await move(freeLook, 'sent-to-insurer')).status).toBe(200);
    expect(await statusOf(life)).toBe('in-free-look');
    expect((await move(freeLook, 'done')).status).toBe(200);
    expect(await statusOf(life)).toBe('cancelled');
    expect(await eventsOf(life)).toEqual([{ event: 'free-look-cancelled', to_status: 'cancelled' }]);
    // mid-term: refused leaves the policy as it was; done cancels it
    const health = await policy('health');
    const refused = (await ask(health, { kind: 'mid-term-cancellation' })).body.result.id;
    await move(refused, 'refused');
    expect(await statusOf(health)).toBe('active');
    const cancel = (await ask(health, { kind: 'mid-term-cancellation' })).body.result.id;
    await move(cancel, 'sent-to-insurer');
    expect((await move(cancel, 'done')).status).toBe(200);
    expect(await statusOf(health)).toBe('cancelled');
    // a nominee change done changes no status; a policy already ended stays as it ended
    const term = await policy('term');
    const nominee = (await ask(term, { kind: 'nominee-change', details: 'Nominee: Meera Iyer, daughter' }))
      .body.result.id;
    await move(nominee, 'sent-to-insurer');
    expect((await move(nominee, 'done', tokens.admin, MEERA)).status).toBe(200);
    expect(await statusOf(term)).toBe('active');
    const lateCancel = (await ask(term, { kind: 'mid-term-cancellation' })).body.result.id;
    await move(lateCancel, 'sent-to-insurer');
    await test.db.updateTable('policies').set({ status: 'expired' }).where('id', '=', term).execute();
    expect((await move(lateCancel, 'done')).status).toBe(200);
    expect(await statusOf(term)).toBe('expired');
  });

  it('keeps each customer’s requests their own', async () => {
    const policyId = await policy('health');
    const id = (await ask(policyId, { kind: 'address-correction', details: '12 MG Road' })).body.result.id;
    const ravi = await admin.customerToken('9876500555');
    expect((await api.call('GET', `/api/Insurance/ServiceRequests/${id}`, { token: ravi })).status).toBe(404);
    expect((await ask(policyId, { kind: 'add-newborn' }, ravi)).status).toBe(404);
    expect(
      (await api.call<{ result: unknown[] }>('GET', '/api/Insurance/ServiceRequests', { token: ravi })).body
        .result,
    ).toEqual([]);
    expect((await move(id, 'sent-to-insurer', ravi)).status).toBe(403);
    expect(
      (await api.call<{ result: unknown[] }>('GET', '/api/Insurance/ServiceRequests', { token: tokens.asha }))
        .body.result,
    ).toHaveLength(1);
  });
});

describe('GET /api/Admin/Queues/service-requests', () => {
  it('orders open requests by their deadline and marks the breached and the near', async () => {
    const policyId = await policy('health');
    const old = (await ask(policyId, { kind: 'name-correction' })).body.result.id;
    test.clock.advance(2 * DAY);
    const fresh = (await ask(policyId, { kind: 'tax-certificate-80d' })).body.result.id;
    test.clock.advance(6 * DAY);
    const queue = await api.call<{ result: { id: number; clockState: string; rule: string }[] }>(
      'GET',
      '/api/Admin/Queues/service-requests',
      { token: tokens.admin },
    );
    expect(queue.body.result.map((item) => [item.id, item.clockState])).toEqual([
      [old, 'breached'],
      [fresh, 'near'],
    ]);
  });
});

describe('GET /api/Admin/Queues/renewals', () => {
  it('lists policies inside their renewal notice, the soonest first', async () => {
    const today = istDate(test.clock.now());
    const soon = await arrangePolicy(
      test.db,
      { mobile: ASHA, renewalDueOn: addDays(today, 3) },
      test.clock.now(),
    );
    const later = await arrangePolicy(
      test.db,
      { mobile: ASHA, renewalDueOn: addDays(today, 25) },
      test.clock.now(),
    );
    await arrangePolicy(test.db, { mobile: ASHA, renewalDueOn: addDays(today, 90) }, test.clock.now());
    const queue = await api.call<{ result: { policyId: number; clockState: string }[] }>(
      'GET',
      '/api/Admin/Queues/renewals',
      { token: tokens.admin },
    );
    expect(queue.body.result.map((item) => [item.policyId, item.clockState])).toEqual([
      [soon, 'near'],
      [later, 'running'],
    ]);
  });
});
