// The status changes a person records: an adviser on a policy issued through us (audited, on the request's
// timeline), a customer on one they added. Each allowed move, each refused one (409 with its reason), and no one
// changing a policy that is not theirs to change.
import { adminPath, policyChangePaths, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, useAdminTestApp } from './support/admin.ts';
import { addedCarPolicy, issuedHealthPolicy, samplePdf, samplePng, upload } from './support/policy-files.ts';

const { test, api, tokens, customerToken, submitApplication, auditRows } = useAdminTestApp();
const MEERA = '9876500099';
const HOUR = 3_600_000;

type Policy = { id: number; status: string; startDate: string; endDate: string; premium: number | null };
type Answer = { isSuccess: boolean; message: string; result: Policy };

/** Moves the clock to 10 am India time on `date` and signs both in again (sessions expire as time passes). */
async function on(date: string) {
  const target = Date.parse(`${date}T00:00:00Z`) + (10 - 5.5) * HOUR;
  test.clock.advance(target - test.clock.now().getTime());
  tokens.admin = await api.login(ADVISER);
  tokens.asha = await api.login(ASHA);
}

async function issue(details: Record<string, unknown> = issuedHealthPolicy) {
  const requestId = await submitApplication();
  const answer = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
    token: tokens.admin,
    details,
    files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
  });
  return { requestId, id: (answer.body.result as Policy).id };
}

/** Asha adds her car policy, bought elsewhere, from a photo; answers its id. */
async function addCar() {
  const added = await upload(test, policyPaths.policies, {
    token: tokens.asha,
    details: addedCarPolicy,
    files: [{ field: 'photo', name: 'car.png', bytes: samplePng() }],
  });
  return (added.body.result as Policy).id;
}

const adviserChange = (id: number, body: Record<string, unknown>, token = tokens.admin) =>
  api.call<Answer>('POST', adminPath(policyChangePaths.adviser, { id }), { token, body });
const customerChange = (id: number, body: Record<string, unknown>, token = tokens.asha) =>
  api.call<Answer>('POST', adminPath(policyChangePaths.customer, { id }), { token, body });
const snapshot = async () => ({
  policies: await test.db.selectFrom('policies').selectAll().orderBy('id').execute(),
  events: await test.db.selectFrom('policy_events').selectAll().orderBy('id').execute(),
});

const monthlyTerm = {
  ...issuedHealthPolicy,
  line: 'term',
  policyNumber: 'T-2026-77120',
  endDate: '2056-05-31',
  premiumFrequency: 'Monthly',
  premium: 1_450,
};

describe('an adviser records changes to an issued policy', () => {
  it('cancels one in its free-look period, and refuses every change after', async () => {
    const { id } = await issue();
    for (const event of ['premium-paid', 'renewed', 'revived']) {
      const refused = await adviserChange(id, { event, endDate: '2028-05-31' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        isSuccess: false,
        message: `event: a policy that is in its free-look period cannot be marked ${event}`,
      });
    }
    const cancelled = await adviserChange(id, { event: 'cancelled', reason: 'Customer returned it' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result.status).toBe('cancelled');
    const events = await test.db
      .selectFrom('policy_events')
      .selectAll()
      .where('policy_id', '=', id)
      .execute();
    expect(events.at(-1)).toMatchObject({
      event: 'free-look-cancelled',
      to_status: 'cancelled',
      actor: ADVISER,
    });
    const again = await adviserChange(id, { event: 'cancelled' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('event: a policy that is cancelled cannot be marked cancelled');
  });

  it('renews a health policy into a new term, on the request’s timeline and in the audit', async () => {
    const { id, requestId } = await issue();
    await on('2027-05-10'); // in the renewal window
    const paid = await adviserChange(id, { event: 'premium-paid' });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/^event: this policy carries on by renewal/);
    const early = await adviserChange(id, { event: 'renewed', endDate: '2027-05-31' });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('endDate: must be after the new term’s first day');
    const renewed = await adviserChange(id, { event: 'renewed', endDate: '2028-05-31', premium: 26_400 });
    expect(renewed.status).toBe(200);
    expect(renewed.body.result).toMatchObject({
      startDate: '2027-06-01',
      endDate: '2028-05-31',
      premium: 26_400,
      status: 'active',
    });
    expect(renewed.body.result.id).not.toBe(id);
    const old = await test.db
      .selectFrom('policies')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('renewed');
    const timeline = await test.db
      .selectFrom('request_events')
      .selectAll()
      .where('subject_id', '=', requestId)
      .where('kind', '=', 'policy-change')
      .execute();
    expect(timeline).toMatchObject([{ status: 'renewed', premium: 26_400, admin_mobile: ADVISER }]);
    expect((await auditRows()).filter((row) => row.action === 'policy.renewed')).toHaveLength(1);
    const mine = await api.call<{ result: Policy[] }>('GET', policyPaths.policies, { token: tokens.asha });
    expect(mine.body.result.map((p) => p.status).sort()).toEqual(['active', 'renewed']);
  });

  it('takes a missed premium in grace, revives a lapsed policy within five years and not after', async () => {
    const { id } = await issue(monthlyTerm);
    await on('2026-07-05'); // free-look over, the 1 July premium unpaid: in grace
    const paid = await adviserChange(id, { event: 'premium-paid' });
    expect(paid.status).toBe(200);
    // the next instalment (1 August) is inside the 30-day window, so the policy is due again
    expect(paid.body.result).toMatchObject({ status: 'renewal-due', renewalDueOn: '2026-08-01' });
    await on('2026-08-20'); // 15 days of grace ended on 16 August
    const revived = await adviserChange(id, { event: 'revived', note: 'Arrears paid' });
    expect(revived.status).toBe(200);
    expect(revived.body.result).toMatchObject({ status: 'renewal-due', renewalDueOn: '2026-09-01' });
    await on('2031-09-02'); // lapsed since 1 September 2026's premium: five years ended on 1 September 2031
    const late = await adviserChange(id, { event: 'revived' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'event: a lapsed policy can be revived only within five years of its first unpaid premium',
    );
  });
});

describe('a customer records changes to a policy they added', () => {
  it('renews and cancels their own, and may not change one issued through us', async () => {
    const { id: issued } = await issue();
    const carId = await addCar();
    const notMine = await customerChange(issued, { event: 'cancelled' });
    expect(notMine.status).toBe(409);
    expect(notMine.body.message).toMatch(/^event: this policy was issued through BimaSetu/);
    const tooSoon = await customerChange(carId, { event: 'renewed', endDate: '2028-01-14' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe('event: a policy that is active cannot be marked renewed');
    expect((await customerChange(carId, { event: 'premium-paid' })).status).toBe(400);
    await on('2027-01-01');
    const renewed = await customerChange(carId, { event: 'renewed', endDate: '2028-01-14' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.result).toMatchObject({ startDate: '2027-01-15', endDate: '2028-01-14' });
    const cancelled = await customerChange(renewed.body.result.id, {
      event: 'cancelled',
      reason: 'Sold the car',
    });
    expect(cancelled.body.result.status).toBe('cancelled');
    const helped = await api.call('POST', adminPath(policyPaths.help, { id: carId }), { token: tokens.asha });
    expect(helped.status).toBe(200);
    const byAdviser = await adviserChange(carId, { event: 'cancelled' });
    expect(byAdviser.status).toBe(409);
    expect(byAdviser.body.message).toBe(
      'event: this policy was added by the customer: only they record its changes',
    );
  });

  it('lets another customer, an anonymous caller or the wrong role change 0 policies', async () => {
    const { id: issued } = await issue();
    const carId = await addCar();
    const before = await snapshot();
    const meera = await customerToken(MEERA);
    const statuses: number[] = [];
    for (const id of [issued, carId, 1, 2, 3, 99]) {
      for (const body of [{ event: 'cancelled' }, { event: 'renewed', endDate: '2030-01-01' }]) {
        statuses.push((await customerChange(id, body, meera)).status);
        statuses.push((await customerChange(id, body, '')).status);
        statuses.push((await adviserChange(id, body, tokens.asha)).status);
        statuses.push((await customerChange(id, body, tokens.admin)).status);
      }
    }
    expect(statuses.filter((s) => s < 400)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([404, 401, 403]));
    expect(await snapshot()).toEqual(before);
  });
});
