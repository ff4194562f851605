// Claims on the vault's policies: each step of the state machine, its clock with the rule it cites, the
// grievance a run-out clock prepares, a partly paid reimbursement, and no customer reaching another's claim
// (the nominee's death claim: nominee-otp.test.ts; grievances sent: grievances.test.ts).
import { claimMessages } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer as Answer } from './support/claims.ts';
import { samplePdf, upload } from './support/policy-files.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, start, move } = claimsFor(admin);
const MINUTE = 60_000;

describe('POST /api/Insurance/Policies/:id/Claims and the advisers’ moves', () => {
  it('runs a cashless claim’s one-hour clock from the request and prepares the grievance when it runs out', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const started = await start(policyId, { kind: 'cashless', claimedAmount: 180_000 });
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({
      state: 'intimated',
      clock: null,
      next: ['documents-pending', 'submitted'],
    });
    const id = started.body.result.id;

    const noReference = await move(id, { to: 'submitted' });
    expect(noReference.status).toBe(400);
    const submitted = await move(id, { to: 'submitted', insurerReference: 'CL/2026/99812' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.result.clock).toMatchObject({
      rule: 'cashlessAuthorisation',
      state: 'running',
      stopped: false,
      source: { title: 'IRDAI Master Circular on Health Insurance Business', date: '2024-05-29' },
    });
    expect(submitted.body.result.grievance).toBeNull();

    test.clock.advance(60 * MINUTE);
    const atHour = await api.call<Answer>('GET', `/api/Insurance/Claims/${id}`, { token: tokens.asha });
    expect(atHour.body.result.clock?.state).toBe('near');
    test.clock.advance(1_000);
    const late = await api.call<Answer>('GET', `/api/Insurance/Claims/${id}`, { token: tokens.asha });
    expect(late.body.result.clock?.state).toBe('breached');
    expect(late.body.result.grievance?.reason).toBe('clock-ran-out');
    expect(late.body.result.grievance?.steps.map((step) => [step.rung, step.open])).toEqual([
      ['insurer-grievance-officer', true],
      ['bima-bharosa', false],
      ['ombudsman', false],
    ]);
    expect(late.body.result.timeline.map((entry) => [entry.state, entry.by])).toEqual([
      ['intimated', 'you'],
      ['submitted', 'adviser'],
    ]);
  });

  it('records a partly approved reimbursement with each deduction and its reason, then pays and closes it', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'reimbursement', claimedAmount: 100_000 })).body.result.id;
    await move(id, { to: 'documents-pending' });
    await move(id, { to: 'submitted', insurerReference: 'RB-4471' });
    const lines = [
      {
        item: 'Room rent above the limit',
        amount: 6_000,
        reason: 'Room rent is capped at 1% of the sum insured a day',
      },
      { item: 'Gloves and masks', amount: 1_500, reason: 'Consumables are not covered' },
    ];
    const unbalanced = await move(id, { to: 'partly-approved', approvedAmount: 93_000, deductions: lines });
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.body.message).toContain('add up');
    const partly = await move(id, { to: 'partly-approved', approvedAmount: 92_500, deductions: lines });
    expect(partly.status).toBe(200);
    expect(partly.body.result).toMatchObject({
      state: 'partly-approved',
      approvedAmount: 92_500,
      deductions: lines,
    });
    expect(partly.body.result.clock).toMatchObject({
      rule: 'reimbursementSettlement',
      stopped: true,
      inTime: true,
    });
    expect((await move(id, { to: 'paid' })).status).toBe(200);
    expect((await move(id, { to: 'closed' })).body.result.next).toEqual([]);
    expect((await move(id, { to: 'paid' })).status).toBe(409);
    const audit = await test.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'claim')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(Array(5).fill('claim.move'));
  });

  it('lets one of 20 advisers’ simultaneous moves through, and answers the rest 409', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'cashless' })).body.result.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => move(id, { to: 'submitted', insurerReference: `REF-${n}` })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const events = await test.db
      .selectFrom('case_events')
      .select('state')
      .where('subject_id', '=', id)
      .execute();
    expect(events.map((event) => event.state)).toEqual(['intimated', 'submitted']);
    const audit = await test.db.selectFrom('audit_log').select('id').where('entity', '=', 'claim').execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps a claim’s documents in the vault and ticks them off its checklist', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'reimbursement', claimedAmount: 40_000 })).body.result.id;
    const path = `/api/Insurance/Claims/${id}/Documents`;
    const files = [
      { field: 'discharge-summary', name: 'discharge.pdf', bytes: samplePdf('discharge') },
      { field: 'final-bill', name: 'bill.pdf', bytes: samplePdf('bill') },
    ];
    const saved = await upload(test, path, { token: tokens.asha, files });
    expect(saved.status).toBe(200);
    const checklist = (saved.body as unknown as Answer).result.checklist;
    // the upload's step says what it was in the contract's words and the items' codes, which the screens word
    // (apps/web/app/features/claims/claim-timeline.ts): never the customer's language
    expect((saved.body as unknown as Answer).result.timeline.at(-1)).toMatchObject({
      state: 'intimated',
      by: 'you',
      note: `${claimMessages.documentsAdded}: discharge-summary, final-bill`,
    });
    expect(checklist.filter((entry) => entry.uploaded).map((entry) => entry.item)).toEqual([
      'discharge-summary',
      'final-bill',
    ]);
    const policy = await api.call<{ result: { documents: { kind: string; claimItem: string | null }[] } }>(
      'GET',
      `/api/Insurance/Policies/${policyId}`,
      { token: tokens.asha },
    );
    expect(policy.status).toBe(200);
    // the vault says which were sent with a claim, and for which checklist item
    const sent = policy.body.result.documents.filter((doc) => doc.kind === 'other');
    expect(sent.map((doc) => doc.claimItem)).toEqual(['discharge-summary', 'final-bill']);
    const wrongItem = await upload(test, path, {
      token: tokens.asha,
      files: [{ field: 'death-certificate', name: 'x.pdf', bytes: samplePdf() }],
    });
    expect(wrongItem.status).toBe(400);
    const ravi = await admin.customerToken('9876500666');
    expect((await upload(test, path, { token: ravi, files })).status).toBe(404);
  });

  it('refuses a motor claim on a health policy', async () => {
    const policyId = await policyOf(ASHA, 'health');
    expect((await start(policyId, { kind: 'motor' })).status).toBe(400);
    expect((await start(policyId, { kind: 'space' })).status).toBe(400);
  });

  it('lets no customer read, start or move another’s claim', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'cashless' })).body.result.id;
    const ravi = await admin.customerToken('9876500222');
    expect((await api.call('GET', `/api/Insurance/Claims/${id}`, { token: ravi })).status).toBe(404);
    expect((await start(policyId, { kind: 'cashless' }, ravi)).status).toBe(404);
    const list = await api.call<{ result: unknown[] }>('GET', '/api/Insurance/Claims', { token: ravi });
    expect(list.body.result).toEqual([]);
    expect((await move(id, { to: 'submitted', insurerReference: 'X1' }, ravi)).status).toBe(403);
    const claims = await test.db.selectFrom('claims').select(['id', 'state']).execute();
    expect(claims).toEqual([{ id, state: 'intimated' }]);
  });
});

describe('GET /api/Admin/Queues/claims', () => {
  it('lists open claims earliest deadline first, breaches marked', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const slow = (await start(policyId, { kind: 'reimbursement', claimedAmount: 5_000 })).body.result.id;
    await move(slow, { to: 'submitted', insurerReference: 'R-1' });
    const fast = (await start(policyId, { kind: 'cashless' })).body.result.id;
    await move(fast, { to: 'submitted', insurerReference: 'C-1' });
    test.clock.advance(61 * MINUTE);
    const queue = await api.call<{ result: { id: number; clockState: string }[] }>(
      'GET',
      '/api/Admin/Queues/claims',
      {
        token: tokens.admin,
      },
    );
    expect(queue.body.result.map((item) => [item.id, item.clockState])).toEqual([
      [fast, 'breached'],
      [slow, 'running'],
    ]);
    expect((await api.call('GET', '/api/Admin/Queues/nothing', { token: tokens.admin })).status).toBe(400);
  });

  it('holds a cashless claim not yet with the insurer to our 30-minute goal, and lists claims with no deadline last', async () => {
    const health = await policyOf(ASHA, 'health');
    const car = await policyOf(ASHA, 'car');
    const motor = (await start(car, { kind: 'motor', claimedAmount: 40_000 })).body.result.id;
    const waiting = (await start(health, { kind: 'reimbursement', claimedAmount: 9_000 })).body.result.id;
    const cashless = (await start(health, { kind: 'cashless' })).body.result.id;
    type Line = { id: number; clockState: string | null; rule: string | null; dueAt: string | null };
    const queue = async () =>
      (await api.call<{ result: Line[] }>('GET', '/api/Admin/Queues/claims', { token: tokens.admin })).body
        .result;
    const goalAt = new Date(test.clock.now().getTime() + 30 * MINUTE).toISOString();
    // 22 minutes in: more than a quarter of the goal left; 23 minutes: under a quarter; 31: past it
    test.clock.advance(22 * MINUTE);
    expect((await queue()).map((line) => [line.id, line.clockState, line.rule, line.dueAt])).toEqual([
      [cashless, 'running', 'cashless-adviser-goal', goalAt],
      [motor, null, null, null],
      [waiting, null, null, null],
    ]);
    test.clock.advance(MINUTE);
    expect((await queue())[0]?.clockState).toBe('near');
    test.clock.advance(8 * MINUTE);
    expect((await queue())[0]?.clockState).toBe('breached');
    // sent to the insurer, it runs on the regulated one-hour clock instead
    await move(cashless, { to: 'submitted', insurerReference: 'C-9' });
    expect((await queue())[0]).toMatchObject({
      id: cashless,
      rule: 'cashlessAuthorisation',
      clockState: 'running',
    });
  });
});

describe('GET /api/Admin/Claims/:id', () => {
  it('shows an adviser the claim with the steps open from where it stands, and no customer', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'reimbursement', claimedAmount: 12_000 })).body.result.id;
    const read = () => api.call<Answer>('GET', `/api/Admin/Claims/${id}`, { token: tokens.admin });
    expect((await read()).body.result).toMatchObject({
      id,
      state: 'intimated',
      claimedAmount: 12_000,
      next: ['documents-pending', 'submitted'],
    });
    await move(id, { to: 'submitted', insurerReference: 'R-77', note: 'Sent with every bill' });
    const after = (await read()).body.result;
    expect(after.next).toEqual(['query-raised', 'approved', 'partly-approved', 'rejected']);
    expect(after.timeline.at(-1)).toMatchObject({
      state: 'submitted',
      by: 'adviser',
      note: 'Sent with every bill',
    });
    expect((await api.call('GET', `/api/Admin/Claims/${id}`, { token: tokens.asha })).status).toBe(403);
    expect((await api.call('GET', '/api/Admin/Claims/999999', { token: tokens.admin })).status).toBe(404);
  });
});
