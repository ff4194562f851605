// A death claim is started by the policy's nominee with a code sent to the nominee's own mobile on the record, for
// that policy: refused without it, with a code sent to another mobile, an expired one or one for another policy,
// and held to the same limits as a login code to that mobile, twenty requests at once as for one.
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer } from './support/claims.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, move, read } = claimsFor(admin);
const SUNITA = '9876500333';
const RAVI = '9876500444';
const OTP_PATH = '/api/Insurance/Claims/Death/Otp';
const CLAIM_PATH = '/api/Insurance/Claims/Death';

const askCode = (token: string, policyNumber: string, nomineeName = 'Sunita Devi') =>
  api.call<{ message: string; result: { sentTo: string } }>('POST', OTP_PATH, {
    token,
    body: { policyNumber, nomineeName },
  });
const startClaim = (token: string, policyNumber: string, otp: unknown, nomineeName = 'sunita  devi') =>
  api.call<ClaimAnswer>('POST', CLAIM_PATH, {
    token,
    body: { policyNumber, nomineeName, otp, claimedAmount: 10_000_000 },
  });
/** The newest code the outbox holds for a mobile. */
const lastCode = (mobile: string) => test.sms.messages(mobile)[0]?.otp ?? '';
const claimsKept = () => test.db.selectFrom('claims').select('id').execute();
/** Past the per-minute budget of the code calls, so bursts meet the OTP limits, not the address budget. */
const nextMinute = () => test.clock.advance(61_000);

async function sunitasPolicy(number = 'TL-77120') {
  await policyOf(ASHA, 'term', { nominee: 'Sunita Devi', nomineeMobile: SUNITA, number });
  return number;
}

describe('POST /api/Insurance/Claims/Death/Otp and /Death', () => {
  it('starts a death claim only with the code sent to the nominee’s mobile for that policy', async () => {
    const number = await sunitasPolicy();
    expect(
      (await api.call('POST', OTP_PATH, { body: { policyNumber: number, nomineeName: 'x' } })).status,
    ).toBe(401);
    const sunita = await admin.customerToken(SUNITA);
    const loginCode = lastCode(SUNITA);
    expect((await askCode(sunita, number, 'Someone Else')).status).toBe(404);

    const noCode = await api.call('POST', CLAIM_PATH, {
      token: sunita,
      body: { policyNumber: number, nomineeName: 'Sunita Devi' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toMatchObject({
      isSuccess: false,
      message: 'otp: is required: the code sent to the nominee’s mobile',
    });
    expect((await startClaim(sunita, number, '12a4')).body).toMatchObject({
      message: 'otp: must be exactly 4 digits',
    });
    const neverSent = await startClaim(sunita, number, loginCode);
    expect(neverSent.status).toBe(400);
    expect(neverSent.body.message).toMatch(/^otp: has expired or was never sent/);

    const sent = await askCode(sunita, number);
    expect(sent.status).toBe(200);
    expect(sent.body.result.sentTo).toBe('******0333');
    expect(test.sms.messages(SUNITA)).toHaveLength(2);
    // the nominee reads a claim code, not a login code
    const [claimSms, loginSms] = test.sms.messages(SUNITA);
    expect(claimSms).toMatchObject({ template: 'nominee-claim' });
    expect(claimSms?.text).toMatch(
      /^\d{4} is your BimaSetu code to register a claim as the nominee on a policy\./,
    );
    expect(claimSms?.text).not.toMatch(/login/);
    expect(loginSms).toMatchObject({ template: 'login' });
    expect(loginSms?.text).toMatch(/login code/);
    const code = lastCode(SUNITA);
    if (code !== loginCode) expect((await startClaim(sunita, number, loginCode)).status).toBe(400);
    expect(await claimsKept()).toEqual([]);

    const started = await startClaim(sunita, number, code);
    expect(started.status).toBe(200);
    expect(started.body.result).toMatchObject({ kind: 'death', state: 'intimated', policyNumber: number });
    expect(started.body.result.clock).toMatchObject({ rule: 'deathClaim', state: 'running' });
    expect(started.body.result.timeline[0]?.by).toBe('nominee');
    const id = started.body.result.id;
    expect((await read(id)).status).toBe(200);
    expect((await read(id, await admin.customerToken('9876500555'))).status).toBe(404);
    const spent = await startClaim(sunita, number, code);
    expect(spent.status).toBe(400);
    expect(await claimsKept()).toHaveLength(1);
    const investigated = await move(id, { to: 'submitted', insurerReference: 'DC-1', investigated: true });
    expect(investigated.body.result.clock?.rule).toBe('deathClaimInvestigated');
  });

  it('sends no code for a caller whose mobile is not the nominee’s on the record, or a record without one', async () => {
    const number = await sunitasPolicy();
    await policyOf(ASHA, 'life', { nominee: 'Sunita Devi', number: 'LF-1' });
    const ravi = await admin.customerToken(RAVI);
    expect((await askCode(ravi, number)).status).toBe(404);
    expect((await startClaim(ravi, number, '1234')).status).toBe(404);
    const sunita = await admin.customerToken(SUNITA);
    expect((await askCode(sunita, 'LF-1')).status).toBe(404);
    expect(test.sms.messages(SUNITA)).toHaveLength(1); // her login code only
    expect(await claimsKept()).toEqual([]);
  });

  it('refuses a code sent to another mobile, an expired code and a code sent for another policy', async () => {
    const first = await sunitasPolicy('TL-1');
    const second = await sunitasPolicy('TL-2');
    await policyOf(ASHA, 'term', { nominee: 'Ravi Kumar', nomineeMobile: RAVI, number: 'TL-3' });
    const sunita = await admin.customerToken(SUNITA);
    const ravi = await admin.customerToken(RAVI);
    expect((await askCode(sunita, first)).status).toBe(200);
    const sunitasCode = lastCode(SUNITA);
    // Ravi's code must differ from Sunita's for the case to mean anything: ask again until it does
    do {
      test.clock.advance(16_000);
      expect((await askCode(ravi, 'TL-3', 'Ravi Kumar')).status).toBe(200);
    } while (lastCode(RAVI) === sunitasCode);
    const othersCode = await startClaim(sunita, first, lastCode(RAVI));
    expect(othersCode.status).toBe(400);
    expect(othersCode.body.message).toMatch(/^otp: is not the code/);

    const forAnotherPolicy = await startClaim(sunita, second, sunitasCode);
    expect(forAnotherPolicy.status).toBe(400);
    expect(forAnotherPolicy.body.message).toMatch(/^otp: is not the code/);

    test.clock.advance(5 * 60_000 + 1);
    const expired = await startClaim(sunita, first, sunitasCode);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/^otp: has expired/);
    expect(await claimsKept()).toEqual([]);
    const failures = await test.db
      .selectFrom('otp_events')
      .select('mobile')
      .where('kind', '=', 'fail')
      .execute();
    expect(failures).toEqual([{ mobile: SUNITA }, { mobile: SUNITA }]);
  });

  it('sends one code for 20 requests at once, counting against the same limits as a login code', async () => {
    const number = await sunitasPolicy();
    const sunita = await admin.customerToken(SUNITA);
    nextMinute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => askCode(sunita, number)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(19);
    // a refusal says when the next code may be asked for, as a login's does
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({
      isSuccess: false,
      retryAfterSeconds: 15,
    });
    expect(test.sms.messages(SUNITA)).toHaveLength(2);
    // the nominee's code was the mobile's latest send: a login code right after it is too soon
    const login = await api.call('POST', `/api/Insurance/GenerateOTP?mobile=${SUNITA}`);
    expect(login.status).toBe(429);
    // five codes an hour to one mobile, logins and nominee codes together (the login above was refused)
    for (let sends = 2; sends < 5; sends += 1) {
      test.clock.advance(16_000);
      expect((await askCode(sunita, number)).status).toBe(200);
    }
    test.clock.advance(16_000);
    expect((await askCode(sunita, number)).status).toBe(429);
  });

  it('compares at most five of 20 simultaneous guesses with one code, then refuses even the right one', async () => {
    const number = await sunitasPolicy();
    const sunita = await admin.customerToken(SUNITA);
    await askCode(sunita, number);
    const code = lastCode(SUNITA);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    nextMinute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startClaim(sunita, number, wrong)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(16);
    expect(answers.every((answer) => answer.body.isSuccess === false)).toBe(true);
    expect((await startClaim(sunita, number, code)).status).toBe(429);
    expect(await claimsKept()).toEqual([]);
    const challenge = await test.db
      .selectFrom('nominee_otp_challenges')
      .select('attempts')
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBe(5);
  });

  it('starts one claim from 20 simultaneous uses of the right code', async () => {
    const number = await sunitasPolicy();
    const sunita = await admin.customerToken(SUNITA);
    await askCode(sunita, number);
    const code = lastCode(SUNITA);
    nextMinute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startClaim(sunita, number, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(19);
    expect(await claimsKept()).toHaveLength(1);
    expect(tokens.asha).not.toBe('');
  });
});

describe('a nominee change the insurer has done', () => {
  it('names the new nominee on the policy: the old one can no longer start a death claim, the new one can', async () => {
    const number = await sunitasPolicy('TL-55001');
    const policy = await test.db
      .selectFrom('policies')
      .select('id')
      .where('policy_number', '=', number)
      .executeTakeFirstOrThrow();
    const asked = await api.call<{ result: { id: number } }>(
      'POST',
      `/api/Insurance/Policies/${policy.id}/ServiceRequests`,
      {
        token: tokens.asha,
        body: { kind: 'nominee-change', details: 'Nominee: Ravi Kumar, son, 9876500444' },
      },
    );
    const id = asked.body.result.id;
    const moveTo = (body: object) =>
      api.call<{ message: string }>('POST', `/api/Admin/ServiceRequests/${id}/Move`, {
        token: tokens.admin,
        body,
      });
    const ravi = { name: 'Ravi Kumar', relation: 'Child', dob: '2001-04-12', mobile: RAVI };
    // the new nominee goes with 'done' and nothing else
    const early = await moveTo({ to: 'sent-to-insurer', nominee: ravi });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('nominee: is only taken when a nominee change is marked done');
    expect((await moveTo({ to: 'sent-to-insurer' })).status).toBe(200);
    const badMobile = await moveTo({ to: 'done', nominee: { ...ravi, mobile: '12345' } });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toMatch(/^nominee\.mobile: /);
    expect((await moveTo({ to: 'done', nominee: ravi })).status).toBe(200);

    const seen = await api.call<{ result: { nominee: object } }>(
      'GET',
      `/api/Insurance/Policies/${policy.id}`,
      {
        token: tokens.asha,
      },
    );
    expect(seen.body.result.nominee).toEqual(ravi);
    const sunita = await admin.customerToken(SUNITA);
    expect((await askCode(sunita, number)).status).toBe(404);
    nextMinute();
    const raviToken = await admin.customerToken(RAVI);
    expect((await askCode(raviToken, number, 'Ravi Kumar')).status).toBe(200);
  });
});
