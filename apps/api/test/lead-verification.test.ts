// Issue 31.3 and 31.4: a call-back can be asked for by anyone, but it reaches a customer's tracker, and a
// marketing consent is recorded, only for a number its sender has verified (a bearer token for that mobile).
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ASHA = '9876500051';
const RAVI = '9876500052';
const test = useTestApp();
const { api } = test;

const termLead = (mobile: string, consent: { consent: boolean; marketing: boolean }) => ({
  line: 'term',
  ...consent,
  contactPreference: 'Call',
  details: { gender: 2, fullName: 'Asha Verma', dob: '12/03/1990', mobileNumber: mobile, whatsapp: false },
});

const addLead = (body: unknown, token?: string) =>
  api.call<{ message: string; result?: { reference: string } }>('POST', '/api/Insurance/AddLead', {
    body,
    token,
  });

const tracker = (token: string, mobile: string) =>
  api.call<{ reference: string }[]>(
    'GET',
    `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${mobile}`,
    {
      token,
    },
  );

const consents = (token: string) =>
  api.call<{ result: { purpose: string }[] }>('GET', '/api/Insurance/GetMyConsents', { token });

describe('a call-back with someone else’s mobile', () => {
  it('is taken for advisers but never reaches that person’s tracker', async () => {
    const answer = await addLead(termLead(ASHA, { consent: true, marketing: false }));
    expect(answer.status).toBe(200);
    const reference = answer.body.result!.reference;
    const asha = await api.login(ASHA);
    expect((await tracker(asha, ASHA)).body).toEqual([]);
    const detail = await api.call('GET', `/api/Insurance/GetMyRequest?reference=${reference}`, {
      token: asha,
    });
    expect(detail.status).toBe(404);
    // the advisers still have it to call back
    const kept = await test.db.selectFrom('leads').select(['reference', 'consent']).execute();
    expect(kept).toEqual([{ reference, consent: 1 }]);
  });

  it('is tracked when sent with the token of that mobile, and not with another customer’s token', async () => {
    const asha = await api.login(ASHA);
    const ravi = await api.login(RAVI);
    const own = await addLead(termLead(ASHA, { consent: true, marketing: false }), asha);
    const forAsha = await addLead(termLead(ASHA, { consent: true, marketing: false }), ravi);
    expect([own.status, forAsha.status]).toEqual([200, 200]);
    expect((await tracker(asha, ASHA)).body.map((r) => r.reference)).toEqual([own.body.result!.reference]);
    expect((await tracker(ravi, RAVI)).body).toEqual([]);
  });

  it('is taken with a token that has expired, as from anyone', async () => {
    const answer = await addLead(termLead(ASHA, { consent: true, marketing: false }), 'not-a-live-token');
    expect(answer.status).toBe(200);
    expect((await tracker(await api.login(ASHA), ASHA)).body).toEqual([]);
  });
});

describe('a marketing consent', () => {
  it('is not recorded for a number the sender has not verified', async () => {
    const alone = await addLead(termLead(ASHA, { consent: false, marketing: true }));
    expect(alone.status).toBe(401);
    expect(alone.body.message).toBe(
      'Log in with this mobile number to sign up for offers and reminders: only the number’s owner can agree to them',
    );
    const withCallBack = await addLead(termLead(ASHA, { consent: true, marketing: true }));
    expect(withCallBack.status).toBe(200);
    const ravi = await api.login(RAVI);
    const byOther = await addLead(termLead(ASHA, { consent: false, marketing: true }), ravi);
    expect(byOther.status).toBe(403);
    // only the call-back's own consent is in Asha's ledger (she can withdraw it); no offers and reminders
    const asha = await api.login(ASHA);
    expect((await consents(asha)).body.result.map((c) => c.purpose)).toEqual(['request']);
    const rows = await test.db.selectFrom('consents').select(['mobile', 'purpose']).execute();
    expect(rows).toEqual([{ mobile: ASHA, purpose: 'request' }]);
  });

  it('is recorded for the caller’s own verified number', async () => {
    const asha = await api.login(ASHA);
    const answer = await addLead(termLead(ASHA, { consent: false, marketing: true }), asha);
    expect(answer.status).toBe(200);
    expect((await consents(asha)).body.result.map((c) => c.purpose)).toEqual(['marketing']);
  });
});
