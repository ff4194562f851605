// A cashless claim's discharge step (issue 29): the customer records that the hospital asked for the final
// authorisation, which starts the insurer's three-hour clock (CLOCK_RULES.dischargeAuthorisation); when it runs out
// the claim carries the code saying extra charges from the delay are the insurer's, and the prepared grievance.
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer as Answer } from './support/claims.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, start, move, read } = claimsFor(admin);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const discharge = (id: number, token = tokens.asha, body: object = {}) =>
  api.call<Answer>('POST', `/api/Insurance/Claims/${id}/Discharge`, { token, body });

/** A cashless claim the insurer has authorised (its one-hour clock stopped in time). */
async function authorisedCashless(claimedAmount = 180_000) {
  const policyId = await policyOf(ASHA, 'health');
  const id = (await start(policyId, { kind: 'cashless', claimedAmount })).body.result.id;
  await move(id, { to: 'submitted', insurerReference: 'CL/2026/7001' });
  test.clock.advance(20 * MINUTE);
  const approved = await move(id, { to: 'approved', approvedAmount: 150_000 });
  expect(approved.body.result.clock).toMatchObject({ rule: 'cashlessAuthorisation', stopped: true });
  return id;
}

describe('POST /api/Insurance/Claims/:id/Discharge', () => {
  it('starts the three-hour clock, and once it runs out says the extra charges are the insurer’s and prepares the grievance', async () => {
    const id = await authorisedCashless();
    expect((await read(id)).body.result.next).toEqual(['discharge-requested', 'paid']);
    test.clock.advance(2 * 24 * HOUR);
    const askedAt = test.clock.now();
    const recorded = await discharge(id, tokens.asha, { note: 'Discharge file sent by the hospital desk' });
    expect(recorded.status).toBe(200);
    expect(recorded.body.message).toContain('3 hours');
    expect(recorded.body.result).toMatchObject({
      state: 'discharge-requested',
      next: ['approved', 'partly-approved', 'rejected'],
      grievance: null,
      clock: {
        rule: 'dischargeAuthorisation',
        startedAt: askedAt.toISOString(),
        dueAt: new Date(askedAt.getTime() + 3 * HOUR).toISOString(),
        state: 'running',
        stopped: false,
        whenMissed: 'insurer-bears-extra-hospital-charges',
        missed: null,
        source: { title: 'IRDAI Master Circular on Health Insurance Business', date: '2024-05-29' },
      },
    });
    expect(recorded.body.result.timeline.at(-1)).toMatchObject({
      state: 'discharge-requested',
      by: 'you',
      note: 'Discharge file sent by the hospital desk',
    });

    test.clock.advance(3 * HOUR - MINUTE);
    expect((await read(id)).body.result.clock).toMatchObject({ state: 'near', missed: null });
    test.clock.advance(MINUTE);
    const atDue = (await read(id)).body.result;
    expect(atDue.clock).toMatchObject({ state: 'near', missed: null });
    expect(atDue.grievance).toBeNull();
    test.clock.advance(MINUTE);
    const late = (await read(id)).body.result;
    expect(late.clock).toMatchObject({
      rule: 'dischargeAuthorisation',
      state: 'breached',
      missed: 'insurer-bears-extra-hospital-charges',
    });
    expect(late.grievance?.reason).toBe('clock-ran-out');
    expect(late.grievance?.canRecord).toContain('sent-to-insurer');

    // the final authorisation, late: the clock stops late and the fact stays; no second discharge request
    const final = await move(id, { to: 'approved', approvedAmount: 150_000 });
    expect(final.status).toBe(200);
    expect(final.body.result).toMatchObject({
      next: ['paid'],
      clock: { rule: 'dischargeAuthorisation', stopped: true, inTime: false },
    });
    expect(final.body.result.clock?.missed).toBe('insurer-bears-extra-hospital-charges');
    expect((await discharge(id)).status).toBe(409);
  });

  it('says an in-time final authorisation was in time, with nothing missed', async () => {
    const id = await authorisedCashless();
    expect((await discharge(id)).status).toBe(200);
    test.clock.advance(3 * HOUR);
    const final = await move(id, { to: 'approved', approvedAmount: 150_000 });
    expect(final.body.result.clock).toMatchObject({ stopped: true, inTime: true, missed: null });
    expect(final.body.result.grievance).toBeNull();
  });

  it('is refused before the authorisation, on a reimbursement, twice, or by another customer', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const cashless = (await start(policyId, { kind: 'cashless' })).body.result.id;
    expect((await discharge(cashless)).status).toBe(409);
    await move(cashless, { to: 'submitted', insurerReference: 'CL-1' });
    expect((await discharge(cashless)).status).toBe(409);

    const reimbursement = (await start(policyId, { kind: 'reimbursement', claimedAmount: 50_000 })).body
      .result.id;
    await move(reimbursement, { to: 'submitted', insurerReference: 'RB-1' });
    await move(reimbursement, { to: 'approved', approvedAmount: 50_000 });
    expect((await discharge(reimbursement)).status).toBe(409);
    expect((await move(reimbursement, { to: 'discharge-requested' })).status).toBe(409);
    expect((await read(reimbursement)).body.result.next).toEqual(['paid']);

    const id = await authorisedCashless();
    const ravi = await admin.customerToken('9876500667');
    expect((await discharge(id, ravi)).status).toBe(404);
    expect((await read(id)).body.result.state).toBe('approved');
    expect((await discharge(id)).status).toBe(200);
    expect((await discharge(id)).status).toBe(409);
  });

  it('lets the adviser record the discharge request too, once, with the same clock', async () => {
    const id = await authorisedCashless();
    const moved = await move(id, { to: 'discharge-requested', note: 'Hospital called' });
    expect(moved.status).toBe(200);
    expect(moved.body.result.clock).toMatchObject({ rule: 'dischargeAuthorisation', state: 'running' });
    expect(moved.body.result.timeline.at(-1)).toMatchObject({ state: 'discharge-requested', by: 'adviser' });
    expect((await discharge(id)).status).toBe(409);
  });

  it('lets only one of ten simultaneous discharge requests through', async () => {
    const id = await authorisedCashless();
    const answers = await Promise.all(Array.from({ length: 10 }, () => discharge(id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const events = await test.db
      .selectFrom('case_events')
      .select('state')
      .where('subject', '=', 'claim')
      .where('subject_id', '=', id)
      .where('state', '=', 'discharge-requested')
      .execute();
    expect(events).toHaveLength(1);
  });
});
