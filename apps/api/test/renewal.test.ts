// Issue 29.1: a policy's renewal page. Next year's premium is priced again through its line's engine from the basis
// kept when the policy was recorded, beside last year's, with the reasons as facts and every deadline's rule.
import {
  adminPath,
  policyPath,
  policyPaths,
  RENEWAL_RULES,
  renewalPath,
  type PolicyView,
  type RenewalView,
} from '@bimasetu/contract';
import * as rating from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { ashaHealthQuote, listedHealthQuote } from './support/health-quote.ts';
import { arrangePolicy } from './support/policies.ts';
import { issuedHealthPolicy, samplePdf, upload } from './support/policy-files.ts';

const { test, api, tokens, customerToken, submitApplication } = useAdminTestApp();
const OTHER = '9876500082';

const healthQuote = (age: number) => ashaHealthQuote(ASHA, age);
const healthPrice = (age: number) => listedHealthQuote(age).total;

/** Asha's application priced from `quote`, recorded by the adviser as issued with `policy`'s details. */
async function issuedPolicy(quote: object, policy: Record<string, unknown> = {}) {
  const requestId = await submitApplication({ quote });
  const recorded = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
    token: tokens.admin,
    details: { ...issuedHealthPolicy, ...policy },
    files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
  });
  expect(recorded.status).toBe(200);
  return (recorded.body.result as { id: number }).id;
}

async function renewal(id: number, token: string | undefined = tokens.asha) {
  return api.call<{ result: RenewalView; message?: string }>(
    'GET',
    policyPath(renewalPath, { id }),
    token ? { token } : {},
  );
}

const IST = (local: string) => new Date(`${local}+05:30`);

/** The renewal as Asha sees it at `at`, logged in just before (logging in moves the test clock 16 s on). */
async function renewalAt(id: number, at: Date) {
  test.clock.advance(at.getTime() - 16_000 - test.clock.now().getTime());
  const token = await api.login(ASHA);
  expect(test.clock.now().getTime()).toBe(at.getTime());
  const read = async () => {
    const answer = await renewal(id, token);
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const view = await read();
  /** The same renewal a second later, with the same session. */
  const secondLater = async () => {
    test.clock.advance(1_000);
    return read();
  };
  return Object.assign(view, { secondLater });
}

describe('GET /api/Insurance/Policies/:id/Renewal', () => {
  it('prices a 45-year-old again at 46: next band, dearer, beside last year’s premium', async () => {
    const id = await issuedPolicy(healthQuote(45), { premium: healthPrice(45) });
    const answer = await renewal(id);
    expect(answer.status).toBe(200);
    const view = answer.body.result;
    expect(view.lastPremium).toBe(healthPrice(45));
    expect(view.quote).toMatchObject({
      status: 'priced',
      premium: healthPrice(46),
      eldestAge: 46,
      ageBand: '46-50',
      rateVersion: rating.HEALTH_RATE_VERSION,
    });
    expect(healthPrice(46)).toBeGreaterThan(healthPrice(45));
    expect(view.facts).toEqual([{ code: 'age-band', from: '41-45', to: '46-50' }]);
    expect(view.quote).toMatchObject({ subject: 'people' });
    expect(view.cover).toBeNull();
    expect(view.basis).toMatchObject({
      eldestAge: 45,
      ageBand: '41-45',
      loadingPercent: 0,
      pricedOn: '2026-06-01',
    });
    expect(view.seniorRule).toBeNull();
    expect(view).toMatchObject({ dueOn: '2027-05-31', graceEndsOn: '2027-06-30', today: '2026-06-01' });
  });

  it('keeps no contact details in the basis it stores', async () => {
    const id = await issuedPolicy(healthQuote(45));
    const row = await test.db
      .selectFrom('policy_premium_bases')
      .selectAll()
      .where('policy_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_line: 'health', plan_id: 'health-4' });
    expect(row.basis).not.toContain(ASHA);
    expect(row.basis).not.toContain('Asha Verma');
  });

  it('erases the basis (the insured’s ages) with the account, though the issued policy is kept', async () => {
    await issuedPolicy(healthQuote(45));
    const bases = () => test.db.selectFrom('policy_premium_bases').selectAll().execute();
    expect(await bases()).toHaveLength(1);
    const erased = await api.call('POST', '/api/Insurance/EraseMyAccount', {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.status).toBe(200);
    expect(await bases()).toHaveLength(0);
    expect(await test.db.selectFrom('policies').selectAll().execute()).toHaveLength(1);
  });

  it('carries the insurer’s loading into the new premium and names it', async () => {
    const loaded = Math.round(healthPrice(45) * 1.1);
    const id = await issuedPolicy(healthQuote(45), { premium: loaded });
    const view = (await renewal(id)).body.result;
    expect(view.basis?.loadingPercent).toBe(10);
    expect(view.quote).toMatchObject({ premium: Math.round(healthPrice(46) * 1.1) });
    expect(view.facts).toContainEqual({ code: 'loading', fromPercent: 10, toPercent: 10 });
  });

  it('flags a 60-year-old’s rise over 10% (61 moves band) and cites the rule', async () => {
    const id = await issuedPolicy(healthQuote(60), { premium: healthPrice(60) });
    const view = (await renewal(id)).body.result;
    const rise = Math.round(((healthPrice(61) - healthPrice(60)) * 1000) / healthPrice(60)) / 10;
    expect(rise).toBeGreaterThan(10);
    expect(view.facts).toContainEqual({ code: 'senior-rise-needs-irdai-consultation', risePercent: rise });
    expect(view.seniorRule).toBe('seniorPremiumRise');
    expect(view.quote).toMatchObject({ status: 'priced', changePercent: rise });
  });

  it('opens the portability window 60 days before renewal and closes it after 45, in India time', async () => {
    const id = await issuedPolicy(healthQuote(45)); // renewal due 31/05/2027
    const before = await renewalAt(id, IST('2027-03-31T23:59:59'));
    expect(before.portability).toEqual({
      open: false,
      opens: '2027-04-01',
      closes: '2027-04-16',
      rule: 'portability',
    });
    expect((await before.secondLater()).portability?.open).toBe(true);
    const lastDay = await renewalAt(id, IST('2027-04-16T23:59:59'));
    expect(lastDay.portability?.open).toBe(true);
    expect((await lastDay.secondLater()).portability?.open).toBe(false);
  });

  it('warns a car owner of the day after which the no-claim bonus is lost, and ages the car a year', async () => {
    const car = { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: ASHA };
    const id = await issuedPolicy(
      { line: 'car', planId: 'car-1', details: car },
      {
        line: 'car',
        planName: 'Private Car Package',
        endDate: '2027-05-31',
        sumInsured: 450_000,
        members: [{ name: 'Asha Verma', relation: 'Self' }],
      },
    );
    const view = (await renewal(id)).body.result;
    // no grace: a car's cover ends on its expiry date, so the page promises none
    expect(view.graceEndsOn).toBeNull();
    expect(view.deadlines.map((d) => d.code)).not.toContain('grace-ends');
    expect(view.deadlines.map((d) => d.rule)).not.toContain('grace');
    expect(view.noClaimBonus).toEqual({ lostAfter: '2027-08-29', daysLeft: null, rule: 'motorNoClaimBonus' });
    expect(view.deadlines.at(-1)).toMatchObject({ code: 'no-claim-bonus-lost-after', on: '2027-08-29' });
    expect(view.portability).toBeNull();
    expect(view.quote.status).toBe('priced');
    const vehicleAge = view.facts.find((fact) => fact.code === 'vehicle-age');
    expect(vehicleAge && 'toMonths' in vehicleAge && vehicleAge.toMonths - vehicleAge.fromMonths).toBe(12);
    expect(view.quote).toMatchObject({ subject: 'vehicle' });
    // the IDV the adviser recorded, carried from 3 years (30%) to 4 (40%): 4,50,000 / 0.70 × 0.60 = 3,85,714.3
    expect(view.cover).toEqual({
      code: 'idv-depreciated',
      recordedIdv: 450_000,
      idv: 385_714,
      fromMonths: 36,
      toMonths: 48,
      fromPercent: 30,
      toPercent: 40,
      source: {
        title: 'India Motor Tariff, General Regulation 8 (Insured’s Declared Value)',
        date: '2002-07-01',
      },
    });
    const late = await renewalAt(id, IST('2027-08-29T23:59:59'));
    expect(late.noClaimBonus?.daysLeft).toBe(0);
  });

  it('gives a new car’s first renewal (own damage alone) no percentage against the bundled first premium', async () => {
    const car = { vehicle: 'Car', registrationNumber: 'NEW', brand: 'Maruti', model: 'Swift' };
    const id = await issuedPolicy(
      { line: 'car', planId: 'car-1', details: { ...car, mobileNumber: ASHA } },
      {
        line: 'car',
        planName: 'Private Car Package',
        endDate: '2027-05-31',
        sumInsured: 650_000,
        members: [{ name: 'Asha Verma', relation: 'Self' }],
      },
    );
    const view = (await renewal(id)).body.result;
    expect(view.facts).toContainEqual({ code: 'third-party-in-force', thirdPartyYears: 3, yearsLeft: 2 });
    // last year's premium paid 3 years of third party at once: "Down 76%" would compare unlike covers
    expect(view.quote).toMatchObject({ status: 'priced', changePercent: null, subject: 'vehicle' });
  });

  it('keeps a health renewal’s 30 days of grace to the last day, citing the health circular', async () => {
    const id = await issuedPolicy(healthQuote(45)); // renewal due 31/05/2027
    const grace = (view: RenewalView) => view.deadlines.find((d) => d.code === 'grace-ends');
    const lastDay = await renewalAt(id, IST('2027-06-30T23:59:59'));
    expect(lastDay.graceEndsOn).toBe('2027-06-30');
    expect(grace(lastDay)).toEqual({ code: 'grace-ends', on: '2027-06-30', daysLeft: 0, rule: 'grace' });
    expect(grace(await lastDay.secondLater())?.daysLeft).toBe(-1);
    expect(RENEWAL_RULES.grace.source.title).toBe('IRDAI Master Circular on Health Insurance Business');
  });

  it('ends a monthly term premium’s grace on day 15, citing the life rule: in grace on the 15th, lapsed on the 16th', async () => {
    const id = await arrangePolicy(
      test.db,
      { mobile: ASHA, line: 'term', frequency: 'Monthly', renewalDueOn: '2026-07-01', endDate: '2056-05-31' },
      test.clock.now(),
    );
    // Asha logs in so the clock stands at the last second of grace (15 days after 01/07/2026), then a second later
    test.clock.advance(IST('2026-07-16T23:59:59').getTime() - 16_000 - test.clock.now().getTime());
    const token = await api.login(ASHA);
    expect(test.clock.now().getTime()).toBe(IST('2026-07-16T23:59:59').getTime());
    const read = async () => {
      const view = await renewal(id, token);
      const policy = await api.call<{ result: PolicyView }>('GET', policyPath(policyPaths.policy, { id }), {
        token,
      });
      expect([view.status, policy.status]).toEqual([200, 200]);
      const grace = view.body.result.deadlines.find((d) => d.code === 'grace-ends');
      return { view: view.body.result, grace, status: policy.body.result.status };
    };
    const lastDay = await read();
    expect(lastDay.view.quote).toEqual({ status: 'level-premium', premium: 18_450 });
    expect(lastDay.view.graceEndsOn).toBe('2026-07-16');
    expect(lastDay.grace).toEqual({ code: 'grace-ends', on: '2026-07-16', daysLeft: 0, rule: 'lifeGrace' });
    expect(lastDay.view.deadlines.map((d) => d.rule)).not.toContain('grace');
    expect(lastDay.status).toBe('in-grace');
    expect(RENEWAL_RULES.lifeGrace.source).toMatchObject({
      title: 'IRDAI (Non-Linked Insurance Products) Regulations, 2019',
      date: '2019-07-08',
    });
    test.clock.advance(1_000);
    const dayAfter = await read();
    expect(dayAfter.grace?.daysLeft).toBe(-1);
    expect(dayAfter.status).toBe('lapsed');
  });

  it('shows a car added from elsewhere with its recorded IDV, the insurer setting the new one', async () => {
    const id = await arrangePolicy(
      test.db,
      { mobile: ASHA, line: 'car', renewalDueOn: '2026-09-01' },
      test.clock.now(),
    );
    const view = (await renewal(id)).body.result;
    expect(view.quote).toEqual({ status: 'no-basis' });
    expect(view.cover).toMatchObject({
      code: 'idv-set-by-insurer',
      recordedIdv: 500_000,
      reason: 'vehicle-age-unknown',
    });
  });

  it('says plainly that a policy added from elsewhere has no basis, and still gives its dates', async () => {
    const id = await arrangePolicy(test.db, { mobile: ASHA, renewalDueOn: '2026-09-01' }, test.clock.now());
    const view = (await renewal(id)).body.result;
    expect(view).toMatchObject({
      basis: null,
      cover: null,
      quote: { status: 'no-basis' },
      facts: [],
      lastPremium: 18_450,
    });
    expect(view.deadlines.map((d) => d.code)).toContain('grace-ends');
    expect(view.portability).toEqual({
      open: false,
      opens: '2026-07-03',
      closes: '2026-07-18',
      rule: 'portability',
    });
  });

  it('answers another customer 404 and an anonymous caller 401, with nothing of the policy', async () => {
    const id = await issuedPolicy(healthQuote(45));
    const other = await renewal(id, await customerToken(OTHER));
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Star Health');
    expect((await renewal(id, '')).status).toBe(401);
    expect((await renewal(id + 1000)).status).toBe(404);
    expect((await renewal(id, tokens.admin)).status).toBe(403);
  });
});
