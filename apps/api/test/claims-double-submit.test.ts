// One case for one thing (issue 29's review): a look-alike policy in another customer's vault never stands in
// the real nominee's way; the same claim or service request sent twice (twenty at once) is one case, answered
// with the first; a death claim once per policy while one stands; cashless only on a policy in force today, and
// changes only to a policy not cancelled or ended. The routes' own paths: claims.test.ts, nominee-otp.test.ts,
// service-requests.test.ts.
import { addDays, claimMessages, deathClaimExistsIn, istDate } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer } from './support/claims.ts';
import { arrangePolicy } from './support/policies.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, start, move } = claimsFor(admin);
type RequestAnswer = { message: string; result: { id: number; kind: string; details: string } };

const RAVI = '9000000001';
const LOOK_ALIKE_NOMINEE = '9123456789';
const CUSTOMER_B = '9876500777';

const askCode = (token: string, policyNumber: string, nomineeName = 'Ravi Rao') =>
  api.call<{ message: string; result: { sentTo: string } }>('POST', '/api/Insurance/Claims/Death/Otp', {
    token,
    body: { policyNumber, nomineeName },
  });
const deathClaim = (token: string, policyNumber: string, otp: string, nomineeName = 'Ravi Rao') =>
  api.call<ClaimAnswer>('POST', '/api/Insurance/Claims/Death', {
    token,
    body: { policyNumber, nomineeName, otp, claimedAmount: 5_000_000 },
  });
const lastCode = (mobile: string) => test.sms.messages(mobile)[0]?.otp ?? '';
const ask = (policyId: number, body: object, token = tokens.asha) =>
  api.call<RequestAnswer>('POST', `/api/Insurance/Policies/${policyId}/ServiceRequests`, { token, body });
const cancel = (policyId: number) =>
  api.call<{ result: { status: string } }>('POST', `/api/Insurance/Policies/${policyId}/Changes`, {
    token: tokens.asha,
    body: { event: 'cancelled', reason: 'sold' },
  });
const claimRows = (policyId: number) =>
  test.db.selectFrom('claims').select(['id', 'kind']).where('policy_id', '=', policyId).execute();
const requestRows = (policyId: number) =>
  test.db.selectFrom('service_requests').select('id').where('policy_id', '=', policyId).execute();
/** Past the per-minute budget of the code calls. */
const nextMinute = () => test.clock.advance(61_000);

/** A term policy numbered T-200 in a customer's vault, naming Ravi Rao with the given mobile as nominee. */
const t200 = (mobile: string, nomineeMobile: string, extra: { insurer?: string } = {}) =>
  policyOf(mobile, 'term', { number: 'T-200', nominee: 'Ravi Rao', nomineeMobile, ...extra });

describe('a death claim by the nominee on the record', () => {
  it('finds the caller’s own policy when another customer’s vault holds the same number and nominee name', async () => {
    // customer B's look-alike first (the lower id), then customer A's, whose nominee Ravi really is
    const lookAlike = await t200(CUSTOMER_B, LOOK_ALIKE_NOMINEE);
    const real = await t200(ASHA, RAVI);
    const ravi = await admin.customerToken(RAVI);

    const sent = await askCode(ravi, 'T-200');
    expect(sent.status).toBe(200);
    expect(sent.body.result.sentTo).toBe('******0001');
    const started = await deathClaim(ravi, 'T-200', lastCode(RAVI));
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ kind: 'death', policyId: real, policyNumber: 'T-200' });
    expect(await claimRows(lookAlike)).toEqual([]);

    // the look-alike's own nominee reaches B's policy, not A's
    nextMinute();
    const other = await admin.customerToken(LOOK_ALIKE_NOMINEE);
    expect((await askCode(other, 'T-200')).status).toBe(200);
    const theirs = await deathClaim(other, 'T-200', lastCode(LOOK_ALIKE_NOMINEE));
    expect(theirs.body.result.policyId).toBe(lookAlike);
  });

  it('tells a caller no policy names them exactly as it tells them of a number nobody holds', async () => {
    await t200(CUSTOMER_B, LOOK_ALIKE_NOMINEE);
    const stranger = await admin.customerToken('9876500888');
    const someoneElses = await askCode(stranger, 'T-200');
    const nobodys = await askCode(stranger, 'T-999');
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body).toEqual(nobodys.body);
    expect(test.sms.messages(LOOK_ALIKE_NOMINEE)).toEqual([]);
  });

  it('refuses a second death claim while the first stands, naming it, and takes one after a rejection', async () => {
    const policyId = await t200(ASHA, RAVI);
    const ravi = await admin.customerToken(RAVI);
    await askCode(ravi, 'T-200');
    const first = (await deathClaim(ravi, 'T-200', lastCode(RAVI))).body.result.id;
    await move(first, { to: 'submitted', insurerReference: 'DC/77' });

    nextMinute();
    const again = await askCode(ravi, 'T-200');
    expect(again.status).toBe(409);
    expect(deathClaimExistsIn(again.body.message)).toEqual({ claimId: first, insurerReference: 'DC/77' });
    expect(again.body.message).toContain(`claim no. ${first}`);
    expect(await claimRows(policyId)).toHaveLength(1);

    // settled (paid, then closed) it still stands
    await move(first, { to: 'approved', approvedAmount: 5_000_000 });
    await move(first, { to: 'paid' });
    await move(first, { to: 'closed' });
    expect((await askCode(ravi, 'T-200')).status).toBe(409);
  });

  it('takes a new death claim once the first was rejected, and refuses a third', async () => {
    const policyId = await t200(ASHA, RAVI);
    const ravi = await admin.customerToken(RAVI);
    await askCode(ravi, 'T-200');
    const first = (await deathClaim(ravi, 'T-200', lastCode(RAVI))).body.result.id;
    await move(first, { to: 'submitted', insurerReference: 'DC/78' });
    await move(first, { to: 'rejected' });
    await move(first, { to: 'closed' });

    nextMinute();
    expect((await askCode(ravi, 'T-200')).status).toBe(200);
    const second = await deathClaim(ravi, 'T-200', lastCode(RAVI));
    expect(second.status).toBe(200);
    nextMinute();
    const third = await askCode(ravi, 'T-200');
    expect(third.status).toBe(409);
    expect(deathClaimExistsIn(third.body.message)?.claimId).toBe(second.body.result.id);
    expect(await claimRows(policyId)).toHaveLength(2);
  });

  it('still takes a death claim on a policy that has ended: the death may have come during the cover', async () => {
    await policyOf(ASHA, 'term', {
      number: 'T-300',
      nominee: 'Ravi Rao',
      nomineeMobile: RAVI,
      renewalDueOn: '1990-01-01',
    });
    const ravi = await admin.customerToken(RAVI);
    expect((await askCode(ravi, 'T-300')).status).toBe(200);
    expect((await deathClaim(ravi, 'T-300', lastCode(RAVI))).status).toBe(200);
  });
});

describe('the same claim twice', () => {
  const body = { kind: 'cashless', claimedAmount: 50_000, note: 'hospital' };

  it('keeps one of twenty identical claims sent at once and answers every one with it', async () => {
    const policyId = await policyOf(ASHA, 'health', { number: 'H-20' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(policyId, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.result.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.body.message === claimMessages.claimStarted)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === claimMessages.claimAlreadyOpen)).toHaveLength(19);
    // said as a field, beside the words: the one that registered it says false, the 19 answered with it true
    expect(answers.map((a) => a.body.alreadyOpen).sort()).toEqual([false, ...Array(19).fill(true)]);
    for (const answer of answers) {
      expect(answer.body.alreadyOpen).toBe(answer.body.message === claimMessages.claimAlreadyOpen);
    }
    expect(await claimRows(policyId)).toHaveLength(1);
    const events = await test.db
      .selectFrom('case_events')
      .select('id')
      .where('subject', '=', 'claim')
      .where('subject_id', 'in', [...ids])
      .execute();
    expect(events).toHaveLength(1);
    const queue = await api.call<{ result: { id: number }[] }>('GET', '/api/Admin/Queues/claims', {
      token: tokens.admin,
    });
    expect(queue.body.result.map((line) => line.id)).toEqual([...ids]);
  });

  it('takes another amount, another kind, or the same claim once the first has been paid', async () => {
    const policyId = await policyOf(ASHA, 'health', { number: 'H-21' });
    const started = await start(policyId, body);
    expect(started.body.alreadyOpen).toBe(false);
    const first = started.body.result.id;
    const sameAgain = await start(policyId, body);
    expect(sameAgain.body).toMatchObject({ alreadyOpen: true, result: { id: first } });
    const otherAmount = await start(policyId, { ...body, claimedAmount: 60_000 });
    expect(otherAmount.body.result.id).not.toBe(first);
    expect(otherAmount.body.alreadyOpen).toBe(false);
    expect((await start(policyId, { ...body, kind: 'reimbursement' })).body.result.id).not.toBe(first);
    const noAmount = (await start(policyId, { kind: 'reimbursement' })).body.result.id;
    const noAmountAgain = await start(policyId, { kind: 'reimbursement' });
    expect(noAmountAgain.body).toMatchObject({ alreadyOpen: true, result: { id: noAmount } });
    expect(await claimRows(policyId)).toHaveLength(4);

    await move(first, { to: 'submitted', insurerReference: 'CL-5' });
    await move(first, { to: 'approved', approvedAmount: 50_000 });
    await move(first, { to: 'paid' });
    const again = await start(policyId, body);
    expect(again.body.message).toBe(claimMessages.claimStarted);
    expect(again.body.alreadyOpen).toBe(false);
    expect(again.body.result.id).not.toBe(first);
  });
});

describe('claims on a policy no longer in force', () => {
  it('refuses cashless on a cancelled policy and still takes a reimbursement for a stay while it was in force', async () => {
    const policyId = await policyOf(ASHA, 'health', { number: 'H-15' });
    expect((await cancel(policyId)).body.result.status).toBe('cancelled');
    const cashless = await start(policyId, { kind: 'cashless', claimedAmount: 20_000 });
    expect(cashless.status).toBe(409);
    expect(cashless.body.message).toBe(claimMessages.cashlessNeedsCover);
    const reimbursement = await start(policyId, { kind: 'reimbursement', claimedAmount: 20_000 });
    expect(reimbursement.status).toBe(200);
  });

  it('still takes a motor claim on a cancelled car policy (the accident may predate it)', async () => {
    const car = await policyOf(ASHA, 'car', { number: 'C-15' });
    await cancel(car);
    expect((await start(car, { kind: 'motor', claimedAmount: 20_000 })).status).toBe(200);
  });

  it('refuses cashless on a policy that ended in 1990, and on one not started yet; takes it in grace', async () => {
    const ended = await policyOf(ASHA, 'health', { number: 'H-1990', renewalDueOn: '1990-01-01' });
    const refused = await start(ended, { kind: 'cashless', claimedAmount: 20_000 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(claimMessages.cashlessNeedsCover);
    expect((await start(ended, { kind: 'reimbursement', claimedAmount: 20_000 })).status).toBe(200);

    const today = istDate(test.clock.now());
    const future = await policyOf(ASHA, 'health', { number: 'H-NEXT', startDate: addDays(today, 10) });
    expect((await start(future, { kind: 'cashless' })).status).toBe(409);

    // renewal due yesterday: a health policy's grace (the 2024 master circular) keeps it in force
    const inGrace = await policyOf(ASHA, 'health', {
      number: 'H-GRACE',
      renewalDueOn: addDays(today, -1),
      endDate: addDays(today, -1),
    });
    expect((await start(inGrace, { kind: 'cashless' })).status).toBe(200);
  });
});

describe('service requests', () => {
  it('keeps one of twenty identical requests sent at once, and takes other details', async () => {
    const policyId = await policyOf(ASHA, 'term', { number: 'L-20' });
    const request = { kind: 'address-correction', details: 'New address: 12 MG Road, Pune 411001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(policyId, request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.result.id)).size).toBe(1);
    expect(answers.filter((a) => a.body.message === claimMessages.serviceRequested)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === claimMessages.serviceAlreadyRequested)).toHaveLength(19);
    expect(await requestRows(policyId)).toHaveLength(1);

    const other = await ask(policyId, { ...request, details: 'New address: 14 MG Road, Pune 411001' });
    expect(other.body.message).toBe(claimMessages.serviceRequested);
    expect(await requestRows(policyId)).toHaveLength(2);
  });

  it('refuses a change to a cancelled or ended policy, and still gives a tax certificate for it', async () => {
    const health = await policyOf(ASHA, 'health', { number: 'H-16' });
    await cancel(health);
    const nominee = await ask(health, { kind: 'nominee-change', details: 'Nominee: Meera Iyer, daughter' });
    expect(nominee.status).toBe(409);
    expect(nominee.body.message).toBe(claimMessages.requestNeedsLivePolicy);
    expect((await ask(health, { kind: 'address-correction', details: 'x' })).status).toBe(409);
    expect((await ask(health, { kind: 'tax-certificate-80d' })).status).toBe(200);

    const ended = await arrangePolicy(
      test.db,
      { mobile: ASHA, line: 'term', renewalDueOn: '1990-01-01', number: 'L-1990' },
      test.clock.now(),
    );
    expect((await ask(ended, { kind: 'name-correction', details: 'Asha Verma' })).status).toBe(409);
    expect(await requestRows(ended)).toEqual([]);

    const live = await policyOf(ASHA, 'term', { number: 'L-LIVE' });
    expect((await ask(live, { kind: 'nominee-change', details: 'Nominee: Meera' })).status).toBe(200);
  });
});
