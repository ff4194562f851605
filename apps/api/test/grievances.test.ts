// A claim's grievance sent and climbed: each step recorded with its date from the server's clock, each refused
// before its rung opens (day 14 against day 15, the Ombudsman's calendar year across 29 February), the ₹50 lakh
// limit, the advisers' read, and no customer reaching another's grievance.
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer } from './support/claims.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, start, move, read } = claimsFor(admin);
const ist = (local: string) => new Date(`${local}+05:30`);

const record = (claimId: number, body: object, token = tokens.asha) =>
  api.call<ClaimAnswer>('POST', `/api/Insurance/Claims/${claimId}/Grievance`, { token, body });

/** A reimbursement the insurer rejected: its grievance is prepared, not sent. */
async function rejectedClaim(claimedAmount = 80_000) {
  const policyId = await policyOf(ASHA, 'health');
  const id = (await start(policyId, { kind: 'reimbursement', claimedAmount })).body.result.id;
  await move(id, { to: 'submitted', insurerReference: `RB-${id}` });
  expect((await move(id, { to: 'rejected' })).status).toBe(200);
  return id;
}

const stepsOf = async (claimId: number) =>
  test.db
    .selectFrom('grievance_steps')
    .select(['step', 'at', 'by'])
    .where('claim_id', '=', claimId)
    .orderBy('id')
    .execute();

describe('POST /api/Insurance/Claims/:id/Grievance', () => {
  it('sends a rejected claim’s grievance once, dated by the server, and starts the insurer’s 14 days', async () => {
    const id = await rejectedClaim();
    const prepared = (await read(id)).body.result.grievance;
    expect(prepared).toMatchObject({
      reason: 'claim-rejected',
      recorded: [],
      canRecord: ['sent-to-insurer'],
      insurerDeadline: null,
      ombudsmanDeadline: null,
    });
    const early = await record(id, { step: 'escalated-to-bima-bharosa' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Send the complaint to the insurer first');

    test.clock.moveTo(ist('2026-06-03T11:00:00'));
    const sent = await record(id, { step: 'sent-to-insurer' });
    expect(sent.status).toBe(200);
    const grievance = sent.body.result.grievance!;
    expect(grievance.recorded).toEqual([
      { step: 'sent-to-insurer', at: ist('2026-06-03T11:00:00').toISOString(), by: 'you' },
    ]);
    expect(grievance.insurerDeadline).toMatchObject({
      rule: 'grievanceResolution',
      dueAt: ist('2026-06-17T23:59:59.999').toISOString(),
      state: 'running',
      stopped: false,
      source: { title: "IRDAI Master Circular on Protection of Policyholders' Interests, 2024" },
    });
    expect(grievance.ombudsmanDeadline).toMatchObject({
      rule: 'ombudsmanComplaint',
      startedAt: ist('2026-07-03T23:59:59.999').toISOString(),
      dueAt: ist('2027-07-03T23:59:59.999').toISOString(),
    });
    expect(grievance.steps.map((step) => [step.rung, step.open])).toEqual([
      ['insurer-grievance-officer', true],
      ['bima-bharosa', false],
      ['ombudsman', false],
    ]);
    const again = await record(id, { step: 'sent-to-insurer' });
    expect(again.status).toBe(409);
    expect(await stepsOf(id)).toHaveLength(1);
  });

  it('refuses Bima Bharosa on the 14th day after sending and takes it on the 15th', async () => {
    const id = await rejectedClaim();
    test.clock.moveTo(ist('2026-06-03T11:00:00'));
    await record(id, { step: 'sent-to-insurer' });
    test.clock.moveTo(ist('2026-06-17T23:59:59'));
    const day14 = await record(id, { step: 'escalated-to-bima-bharosa' });
    expect(day14.status).toBe(409);
    expect(day14.body.message).toBe('This step is not open yet');
    expect((await read(id)).body.result.grievance?.insurerDeadline?.state).toBe('near');
    test.clock.advance(1_000);
    const late = (await read(id)).body.result.grievance!;
    expect(late.insurerDeadline?.state).toBe('breached');
    expect(late.canRecord).toEqual(['insurer-replied', 'escalated-to-bima-bharosa']);
    const day15 = await record(id, { step: 'escalated-to-bima-bharosa' });
    expect(day15.status).toBe(200);
    expect(await stepsOf(id)).toEqual([
      { step: 'sent-to-insurer', at: ist('2026-06-03T11:00:00').toISOString(), by: 'you' },
      { step: 'escalated-to-bima-bharosa', at: ist('2026-06-18T00:00:00').toISOString(), by: 'you' },
    ]);
  });

  it('records the insurer’s unsatisfactory reply with its date, which opens Bima Bharosa and the Ombudsman at once', async () => {
    const id = await rejectedClaim();
    test.clock.moveTo(ist('2026-06-03T11:00:00'));
    await record(id, { step: 'sent-to-insurer' });
    test.clock.moveTo(ist('2026-06-08T10:00:00'));
    const noDate = await record(id, { step: 'insurer-replied' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toMatch(/^repliedOn: /);
    const dateOnAnotherStep = await record(id, {
      step: 'escalated-to-bima-bharosa',
      repliedOn: '2026-06-05',
    });
    expect(dateOnAnotherStep.status).toBe(400);
    expect((await record(id, { step: 'insurer-replied', repliedOn: '2026-06-02' })).status).toBe(400);
    expect((await record(id, { step: 'insurer-replied', repliedOn: '2026-06-09' })).status).toBe(400);
    expect((await record(id, { step: 'insurer-replied', repliedOn: '2026-02-30' })).status).toBe(400);
    const replied = await record(id, { step: 'insurer-replied', repliedOn: '2026-06-06' });
    expect(replied.status).toBe(200);
    const grievance = replied.body.result.grievance!;
    expect(grievance.recorded[1]).toEqual({
      step: 'insurer-replied',
      at: ist('2026-06-06T00:00:00').toISOString(),
      by: 'you',
    });
    expect(grievance.insurerDeadline).toMatchObject({ stopped: true, inTime: true });
    expect(grievance.ombudsmanDeadline).toMatchObject({
      startedAt: ist('2026-06-06T00:00:00').toISOString(),
      dueAt: ist('2027-06-06T23:59:59.999').toISOString(),
      stopped: false,
    });
    expect(grievance.canRecord).toEqual(['escalated-to-bima-bharosa', 'ombudsman-complaint']);
    expect((await record(id, { step: 'ombudsman-complaint' })).status).toBe(200);
    const done = (await read(id)).body.result.grievance!;
    expect(done.ombudsmanDeadline).toMatchObject({ stopped: true, inTime: true });
    expect(done.recorded.map((step) => step.step)).toEqual([
      'sent-to-insurer',
      'insurer-replied',
      'ombudsman-complaint',
    ]);
  });

  it('takes an Ombudsman complaint until the end of 1 March 2028 for a reply of 1 March 2027, not 29 February', async () => {
    const first = await rejectedClaim();
    const second = await rejectedClaim();
    // the sessions of June 2026 have long expired: log in again after each jump of months
    test.clock.moveTo(ist('2027-03-01T10:00:00'));
    tokens.asha = await api.login(ASHA);
    for (const id of [first, second]) {
      expect((await record(id, { step: 'sent-to-insurer' })).status).toBe(200);
      expect((await record(id, { step: 'insurer-replied', repliedOn: '2027-03-01' })).status).toBe(200);
    }
    test.clock.moveTo(ist('2028-02-29T23:59:00'));
    tokens.asha = await api.login(ASHA);
    expect((await read(second)).body.result.grievance?.ombudsmanDeadline?.dueAt).toBe(
      ist('2028-03-01T23:59:59.999').toISOString(),
    );
    test.clock.moveTo(ist('2028-03-01T23:59:59'));
    expect((await record(first, { step: 'ombudsman-complaint' })).status).toBe(200);
    test.clock.advance(1_000);
    const closed = await record(second, { step: 'ombudsman-complaint' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('The time to take this step has passed');
    expect((await read(second)).body.result.grievance?.ombudsmanDeadline?.state).toBe('breached');
  });

  it('says the Ombudsman does not hear a claim above ₹50 lakh, and hears one of exactly ₹50 lakh', async () => {
    const over = await rejectedClaim(5_000_001);
    const limit = await rejectedClaim(5_000_000);
    for (const id of [over, limit]) {
      await record(id, { step: 'sent-to-insurer' });
      await record(id, { step: 'insurer-replied', repliedOn: '2026-06-01' });
    }
    const overView = (await read(over)).body.result.grievance!;
    expect(overView).toMatchObject({ overOmbudsmanLimit: true, ombudsmanDeadline: null });
    expect(overView.steps[2]).toMatchObject({
      rung: 'ombudsman',
      open: false,
      barred: 'over-ombudsman-limit',
    });
    const refused = await record(over, { step: 'ombudsman-complaint' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('₹50 lakh');
    expect((await record(limit, { step: 'ombudsman-complaint' })).status).toBe(200);
  });

  it('sends a grievance when the claim’s clock ran out, and none on a claim that is neither rejected nor late', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'cashless' })).body.result.id;
    await move(id, { to: 'submitted', insurerReference: 'C-9' });
    const onTime = await record(id, { step: 'sent-to-insurer' });
    expect(onTime.status).toBe(409);
    expect(onTime.body.message).toContain('neither rejected nor late');
    test.clock.advance(61 * 60_000);
    const sent = await record(id, { step: 'sent-to-insurer' });
    expect(sent.status).toBe(200);
    expect(sent.body.result.grievance?.reason).toBe('clock-ran-out');
    // the insurer decides late: the grievance already sent stays on the claim
    await move(id, { to: 'approved', approvedAmount: 1_000 });
    expect((await read(id)).body.result.grievance?.recorded).toHaveLength(1);
  });

  it('records one of 20 simultaneous sends, and answers the rest 409', async () => {
    const id = await rejectedClaim();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => record(id, { step: 'sent-to-insurer' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await stepsOf(id)).toHaveLength(1);
  });

  it('lets no other customer read or record a grievance, and shows advisers every step, audited', async () => {
    const id = await rejectedClaim();
    await record(id, { step: 'sent-to-insurer' });
    const ravi = await admin.customerToken('9876500222');
    expect((await record(id, { step: 'insurer-replied', repliedOn: '2026-06-01' }, ravi)).status).toBe(404);
    expect((await record(id, { step: 'sent-to-insurer' }, ravi)).status).toBe(404);
    expect((await read(id, ravi)).status).toBe(404);
    const list = await api.call<{ result: unknown[] }>('GET', '/api/Insurance/Claims', { token: ravi });
    expect(list.body.result).toEqual([]);
    expect((await api.call('GET', `/api/Admin/Claims/${id}`, { token: ravi })).status).toBe(403);
    expect(await stepsOf(id)).toHaveLength(1);

    const console = await api.call<ClaimAnswer>('GET', `/api/Admin/Claims/${id}`, { token: tokens.admin });
    expect(console.status).toBe(200);
    expect(console.body.result.grievance?.recorded.map((step) => step.step)).toEqual(['sent-to-insurer']);
    expect(console.body.result.grievance?.insurerDeadline?.rule).toBe('grievanceResolution');
    expect((await api.call('GET', '/api/Admin/Claims/999999', { token: tokens.admin })).status).toBe(404);
    const audit = await admin.auditRows();
    expect(audit.filter((row) => row.action === 'claim.view').map((row) => row.entity_id)).toEqual([
      String(id),
    ]);
  });
});
