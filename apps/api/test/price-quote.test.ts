// POST PriceQuote: the figure the application form shows before it is sent is the very figure AddInsuranceRequest
// keeps (one pricing function), for the applicant's own date of birth and gender; nothing is written, anyone may
// ask, and a bad quote is named field by field.
import { LINES, pricePlan } from '@bimasetu/contract/lines';
import { planIdsOf, quoteEmployee } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ASHA = '9876500061';
const test = useTestApp();
const { api } = test;

interface Priced {
  premium: number;
  basePremium: number;
  gst: number;
  premiumPeriod: string;
  rateVersion: string;
  pricedOn: string;
  cover: number | null;
  figures: Record<string, number>;
  facts: { code: string }[];
  assumed: { code: string }[];
}

const price = (body: unknown) =>
  api.call<{ isSuccess: boolean; message?: string; result: Priced }>('POST', '/api/Insurance/PriceQuote', {
    body,
  });

const TERM_DETAILS = {
  gender: 2,
  fullName: 'Asha Rao',
  dob: '16/10/2000',
  mobileNumber: ASHA,
  whatsapp: false,
};
const termQuote = { line: 'term', planId: 'term-1', details: TERM_DETAILS };

async function rowCounts() {
  const [requests, leads] = await Promise.all([
    test.db
      .selectFrom('insurance_requests')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    test.db
      .selectFrom('leads')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return [Number(requests.n), Number(leads.n)];
}

describe('PriceQuote', () => {
  it('answers the premium an application is then kept with, and writes nothing', async () => {
    const before = await rowCounts();
    const answer = await price({ quote: termQuote, dob: '16/10/1981', gender: 'Male' });
    expect(answer.status).toBe(200);
    const priced = answer.body.result;
    expect(priced.premium).toBe(priced.basePremium + priced.gst);
    expect(priced.premiumPeriod).toBe('month');
    expect(priced.rateVersion).toMatch(/\S/);
    expect(priced.pricedOn).toBe(test.clock.now().toISOString().slice(0, 10));
    expect(priced.figures.total).toBe(priced.premium);
    // the engine's facts name the person it priced: the applicant, 44 and a man on the test clock's day
    expect(priced.facts[0]).toMatchObject({ age: 44, gender: 'male' });
    expect(await rowCounts()).toEqual(before);

    const token = await api.login(ASHA);
    const sent = await api.call('POST', '/api/Insurance/AddInsuranceRequest', {
      token,
      body: {
        fullName: 'Asha Rao',
        phone: ASHA,
        policyType: 'Term',
        dob: '16/10/1981',
        gender: 'Male',
        quote: termQuote,
      },
    });
    expect(sent.status).toBe(200);
    const row = await test.db.selectFrom('insurance_requests').select('quote').executeTakeFirstOrThrow();
    expect(JSON.parse(row.quote).premium).toBe(priced.premium);
  });

  it('prices the quote’s own person when the applicant has not said, and moves with the applicant', async () => {
    const quoted = (await price({ quote: termQuote })).body.result;
    const older = (await price({ quote: termQuote, dob: '16/10/1976' })).body.result;
    expect(quoted.facts[0]).toMatchObject({ gender: 'female' });
    expect(older.premium).toBeGreaterThan(quoted.premium);
  });

  it('prices every line’s example lead for its first plan as a kept lead would', async () => {
    for (const def of Object.values(LINES)) {
      if (def.line === 'travel-booking') continue;
      // the first plan the directory lists for the line, as a list's card would send it
      const planId = planIdsOf(def.line)[0]!;
      const read = def.read(def.example, test.clock.now());
      const expected = read?.price(planId);
      const answer = await price({ quote: { line: def.line, planId, details: def.example } });
      if (expected?.offered) {
        expect(answer.status, def.line).toBe(200);
        expect(answer.body.result.premium, def.line).toBe(expected.quote.total);
      } else {
        expect(answer.status, def.line).toBe(400);
      }
    }
  });

  it('answers exactly the contract’s pricePlan, the function the application form prices with in the browser', async () => {
    const applicant = { dob: '10/05/1985', gender: 'Female' };
    const now = test.clock.now();
    for (const def of Object.values(LINES)) {
      if (def.line === 'travel-booking') continue;
      const details = def.forApplicant(def.example, applicant, now).details;
      for (const planId of planIdsOf(def.line).slice(0, 3)) {
        const expected = pricePlan(def.line, planId, details, now);
        const answer = await price({ quote: { line: def.line, planId, details: def.example }, ...applicant });
        if (!expected.ok) {
          expect(answer.status, `${def.line} ${planId}`).toBe(400);
          continue;
        }
        expect(answer.status, `${def.line} ${planId}`).toBe(200);
        expect(answer.body.result, `${def.line} ${planId}`).toEqual({
          premium: expected.quote.premium,
          basePremium: expected.quote.basePremium,
          gst: expected.quote.gst,
          premiumPeriod: def.period(expected.quote.inputs),
          rateVersion: expected.quote.rateVersion,
          pricedOn: expected.quote.pricedOn,
          cover: expected.quote.cover,
          figures: expected.parts.figures,
          facts: expected.parts.engineFacts,
          assumed: expected.parts.assumed,
        });
      }
    }
  });

  it('names what is wrong: a travel booking, an unknown plan, a plan past its entry age, bad details', async () => {
    const booking = await price({ quote: { line: 'travel-booking', planId: 'x', details: {} } });
    expect(booking.status).toBe(400);
    expect(booking.body.message).toMatch(/^quote\.line: must be one of/);
    const unknown = await price({ quote: { ...termQuote, planId: 'term-999' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('quote.planId: is not a plan of this insurance line');
    // an applicant past the line's ages is told so on their own field
    const old = await price({ quote: termQuote, dob: '16/10/1940' });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('dob: Term insurance is available from 18 to 65 years of age');
    // a plan that stops taking people younger than the line does says so of the plan
    const sixtyTwo = await price({ quote: { ...termQuote, planId: 'term-14' }, dob: '16/10/1963' });
    expect(sixtyTwo.status, 'term-14').toBe(400);
    expect(sixtyTwo.body.message).toBe('quote.planId: this plan is not offered for the details given');
    const badDob = await price({ quote: termQuote, dob: '31/02/1990' });
    expect(badDob.status).toBe(400);
    expect(badDob.body.message).toMatch(/^dob: /);
    const badDetails = await price({
      quote: { ...termQuote, details: { ...TERM_DETAILS, mobileNumber: '12' } },
    });
    expect(badDetails.status).toBe(400);
    expect(badDetails.body.message).toMatch(/^quote\.details\.mobileNumber: /);
  });

  it('prices an employee plan at the team-size band the list chose, as its card did, and names a bad band', async () => {
    // the lead tells 40 employees (a team of 21 to 50); the list's card was priced for 201 to 1,000
    const details = LINES['employee-health'].example;
    const choices = { coverage: 'family-parents', band: '201-1000' } as const;
    const quote = { line: 'employee-health', planId: 'reliance-group', details };
    const answer = await price({ quote: { ...quote, choices } });
    expect(answer.status).toBe(200);
    const card = quoteEmployee('reliance-group', choices);
    // 2700 × 0.88 × 4.1 = 9741.6 → ₹9,742 before GST
    expect(card?.basePremium).toBe(9742);
    expect(answer.body.result).toMatchObject({ basePremium: card?.basePremium, premium: card?.total });
    const ownBand = await price({ quote: { ...quote, choices: { coverage: 'family-parents' } } });
    expect(ownBand.body.result.basePremium).toBe(
      quoteEmployee('reliance-group', { ...choices, band: '21-50' })?.basePremium,
    );
    const bad = await price({ quote: { ...quote, choices: { ...choices, band: '3-6' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^quote\.choices\.band: /);
  });

  it('answers twenty callers at once with the same figure', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => price({ quote: termQuote, dob: '16/10/1981', gender: 'Male' })),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.result.premium)).size).toBe(1);
  });
});
