import { adminMessages, adminPath, adminPaths, apiMessages } from '@bimasetu/contract';
import * as rating from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, useAdminTestApp } from '../support/admin.ts';

const { test, api, tokens, customerToken, submitApplication, auditRows } = useAdminTestApp();

const RAVI = '9876500082';
const YEAR = 365 * 24 * 60 * 60 * 1000;

/** Asha (born 12/03/1990, 36 on the test clock's 01/06/2026) applies from term plan 1. */
const termApplication = () =>
  submitApplication({
    policyType: 'Term',
    quote: {
      line: 'term',
      planId: 'term-1',
      details: { gender: 2, fullName: 'Asha Verma', dob: '12/03/1990', mobileNumber: ASHA, whatsapp: false },
    },
  });

function termPremium(age: number, now: Date) {
  const priced = rating.priceTermPlan(
    'term',
    1,
    { age, gender: 'female', tobacco: 'unanswered' },
    { lifeCover: rating.DEFAULT_LIFE_COVER, coverTillAge: rating.defaultCoverTill(age), mode: 'Monthly' },
    now,
  );
  if (!priced.accepted) throw new Error('plan 1 takes this age');
  return priced.quote.total;
}

interface Summary {
  premium: number;
  rateVersion: string;
  inputsInWords: string[];
}
interface Detail {
  reference: string;
  planName: string;
  insurer: string;
  quote: Summary | null;
  repriced: Summary | null;
  revisedPremium: number | null;
  revisedReason: string;
  timeline: { at: string; kind: string; status: string; remarks: string; premium: number | null }[];
}
const openAsAdviser = async (id: number) =>
  (await api.call<{ result: Detail }>('GET', adminPath(adminPaths.request, { id }), { token: tokens.admin }))
    .body.result;
const reference = async (id: number) =>
  (
    await test.db
      .selectFrom('insurance_requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).reference;
const customerDetail = (token: string, ref: string) =>
  api.call<{ result: Detail & { premium: number } }>('GET', `/api/Insurance/GetMyRequest?reference=${ref}`, {
    token,
  });

describe('the adviser’s view of a quoted application', () => {
  it('shows the plan, the premium the customer saw, its inputs and rate version, and the price now', async () => {
    const id = await termApplication();
    const seen = termPremium(36, test.clock.now());
    const detail = await openAsAdviser(id);
    expect(detail).toMatchObject({
      planName: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      quote: { premium: seen, rateVersion: rating.TERM_RATE_VERSION },
      repriced: { premium: seen, rateVersion: rating.TERM_RATE_VERSION },
      revisedPremium: null,
    });
    expect(detail.quote?.inputsInWords.join(' ')).toContain('36');
    // a year on, the same inputs price at 37: the view shows the difference beside what the customer saw
    test.clock.advance(YEAR);
    tokens.admin = await api.login(ADVISER); // the morning's session has long expired
    const later = await openAsAdviser(id);
    expect(later.quote?.premium).toBe(seen);
    expect(later.repriced?.premium).toBe(termPremium(37, test.clock.now()));
    expect(later.repriced?.premium).toBeGreaterThan(seen);
  });

  it('answers no quote for the spec’s plain application', async () => {
    const id = await submitApplication();
    expect(await openAsAdviser(id)).toMatchObject({ planName: '', quote: null, repriced: null });
  });
});

describe('status changes and revised premiums reach the customer’s timeline', () => {
  it('shows each status change and the revised premium with its reason and time', async () => {
    const id = await termApplication();
    const submittedAt = test.clock.now().toISOString();
    const seen = termPremium(36, test.clock.now());
    test.clock.advance(60_000);
    const reviewedAt = test.clock.now().toISOString();
    await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: tokens.admin,
      body: { status: 'In Review', remarks: 'Medical tests booked for Saturday.' },
    });
    test.clock.advance(60_000);
    const revisedAt = test.clock.now().toISOString();
    const revised = await api.call('POST', adminPath(adminPaths.requestPremium, { id }), {
      token: tokens.admin,
      body: { premium: seen + 250, reason: 'The medical report shows raised blood sugar.' },
    });
    expect(revised).toEqual({
      status: 200,
      body: { isSuccess: true, message: adminMessages.premiumRevised, result: { id } },
    });
    const mine = await customerDetail(tokens.asha, await reference(id));
    expect(mine.body.result).toMatchObject({
      premium: seen,
      revisedPremium: seen + 250,
      revisedReason: 'The medical report shows raised blood sugar.',
      status: 'In Review',
      timeline: [
        { at: submittedAt, kind: 'submitted', status: 'Submitted', remarks: '', premium: null },
        {
          at: reviewedAt,
          kind: 'status',
          status: 'In Review',
          remarks: 'Medical tests booked for Saturday.',
        },
        {
          at: revisedAt,
          kind: 'premium',
          premium: seen + 250,
          remarks: 'The medical report shows raised blood sugar.',
        },
      ],
    });
    const list = await api.call<{ revisedPremium: number | null }[]>(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${ASHA}`,
      { token: tokens.asha },
    );
    expect(list.body[0]?.revisedPremium).toBe(seen + 250);
    const adviser = await openAsAdviser(id);
    expect(adviser.timeline.map((e) => e.kind)).toEqual(['submitted', 'status', 'premium']);
    expect((await auditRows()).map((r) => [r.action, r.admin_mobile])).toEqual([
      ['request.status', ADVISER],
      ['request.premium', ADVISER],
      ['request.view', ADVISER],
    ]);
    // another customer never sees it
    expect((await customerDetail(await customerToken(RAVI), await reference(id))).status).toBe(404);
  });

  it('refuses a revision without a quoted plan, a bad figure, an unknown id and a customer', async () => {
    const plain = await submitApplication();
    const send = (id: number, body: unknown, token = tokens.admin) =>
      api.call('POST', adminPath(adminPaths.requestPremium, { id }), { token, body });
    expect(await send(plain, { premium: 900, reason: 'After medicals' })).toEqual({
      status: 409,
      body: { isSuccess: false, message: adminMessages.noQuoteToRevise },
    });
    const id = await termApplication();
    // Every refusal of a field names it, whatever JSON type came in place of a number of rupees.
    for (const premium of [true, null, [], '', '12.5', '1e3', { rupees: 900 }]) {
      expect(await send(id, { premium, reason: 'After medicals' })).toEqual({
        status: 400,
        body: { isSuccess: false, message: 'premium: must be a whole number of rupees' },
      });
    }
    expect((await send(id, { premium: 0, reason: 'After medicals' })).body).toMatchObject({
      message: 'premium: must be at least ₹1',
    });
    expect((await send(id, { premium: 900, reason: 'no' })).body).toMatchObject({
      message: 'reason: must be at least 5 characters',
    });
    expect((await send(999, { premium: 900, reason: 'After medicals' })).status).toBe(404);
    expect(await send(id, { premium: 900, reason: 'After medicals' }, tokens.asha)).toEqual({
      status: 403,
      body: { isSuccess: false, message: apiMessages.advisersOnly },
    });
    expect(await auditRows()).toHaveLength(0);
    expect(await test.db.selectFrom('request_events').selectAll().execute()).toHaveLength(0);
  });

  it('puts an adviser’s work on a call-back on that customer’s timeline', async () => {
    const kept = await api.callBack(ASHA, tokens.asha);
    test.clock.advance(30_000);
    const at = test.clock.now().toISOString();
    await api.call('POST', adminPath(adminPaths.lead, { id: kept.body.result.id }), {
      token: tokens.admin,
      // what the customer reads is the note written for them; the advisers' own note stays in the console
      body: {
        status: 'In Progress',
        note: 'Sounded unsure',
        customerNote: 'Called, will call back at 6 pm.',
      },
    });
    const mine = await customerDetail(tokens.asha, kept.body.result.reference);
    expect(mine.body.result).toMatchObject({
      kind: 'callback',
      // the customer reads the tracker's one vocabulary; the adviser set the lead's own "In Progress"
      status: 'In Review',
      remarks: 'Called, will call back at 6 pm.',
      timeline: [
        { kind: 'submitted', status: 'Submitted' },
        { at, kind: 'status', status: 'In Review', remarks: 'Called, will call back at 6 pm.' },
      ],
    });
    expect((await customerDetail(await customerToken(RAVI), kept.body.result.reference)).status).toBe(404);
  });
});
