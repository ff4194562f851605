// Issue 31.2: an application's premium is priced for the application's own person (date of birth, gender), never
// for different details a quote carried.
import * as rating from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { ashaChildQuote } from './support/child-quote.ts';
import { ashaHealthQuote, listedHealthQuote } from './support/health-quote.ts';
import { useTestApp } from './support/test-app.ts';

const ASHA = '9876500061';
const test = useTestApp();
const { api } = test;
let token = '';
beforeEach(async () => {
  token = await api.login(ASHA);
});

const application = (overrides: Record<string, unknown>) => ({
  fullName: 'Rahul Mehta',
  phone: ASHA,
  policyType: 'Term',
  ...overrides,
});

const submit = (body: unknown) =>
  api.call<{ message: string; result: { reference: string } }>('POST', '/api/Insurance/AddInsuranceRequest', {
    body,
    token,
  });

async function stored() {
  const row = await test.db
    .selectFrom('insurance_requests')
    .select(['quote', 'application'])
    .executeTakeFirstOrThrow();
  return { quote: JSON.parse(row.quote), application: JSON.parse(row.application) };
}

/** Term plan 1 at the list's starting choices for a person of this age and gender, on the test clock's day. */
function termPrice(age: number, gender: 'male' | 'female') {
  const priced = rating.priceTermPlan(
    'term',
    1,
    { age, gender, tobacco: 'unanswered' },
    { lifeCover: rating.DEFAULT_LIFE_COVER, coverTillAge: rating.defaultCoverTill(age), mode: 'Monthly' },
    test.clock.now(),
  );
  if (!priced.accepted) throw new Error(`plan 1 should take a ${age}-year-old`);
  return priced.quote.total;
}

const YOUNG_WOMAN = {
  gender: 2,
  fullName: 'Rahul Mehta',
  dob: '16/10/2006',
  mobileNumber: ASHA,
  whatsapp: false,
};

describe('an application’s premium', () => {
  it('is priced from the applicant’s own date of birth and gender, not a quote’s different ones', async () => {
    // 44 and a man on the test clock's 01/06/2026; the quote says 19 and a woman
    const answer = await submit(
      application({
        dob: '16/10/1981',
        gender: 'Male',
        quote: { line: 'term', planId: 'term-1', details: YOUNG_WOMAN },
      }),
    );
    expect(answer.status).toBe(200);
    const { quote } = await stored();
    expect(quote.inputs).toMatchObject({ age: 44, gender: 'male' });
    expect(quote.premium).toBe(termPrice(44, 'male'));
    expect(quote.premium).not.toBe(termPrice(19, 'female'));
    expect(quote.details).toMatchObject({ dob: '16/10/1981', gender: 1 });
  });

  it('keeps the quote’s person on an application that did not say, so the two agree', async () => {
    const answer = await submit(
      application({ quote: { line: 'term', planId: 'term-1', details: YOUNG_WOMAN } }),
    );
    expect(answer.status).toBe(200);
    const { quote, application: kept } = await stored();
    expect(quote.premium).toBe(termPrice(19, 'female'));
    expect(kept).toMatchObject({ dob: '16/10/2006', gender: 'Female' });
  });

  it('refuses an applicant the plan does not take, naming the application’s own field', async () => {
    const answer = await submit(
      application({
        dob: '16/10/1950',
        gender: 'Male',
        quote: { line: 'term', planId: 'term-1', details: YOUNG_WOMAN },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^dob: /);
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });

  it('prices a health plan for the applicant’s own age as its Self member', async () => {
    const answer = await submit(
      application({
        policyType: 'Health',
        dob: '12/03/1990',
        gender: 'Female',
        quote: ashaHealthQuote(ASHA, 25),
      }),
    );
    expect(answer.status).toBe(200);
    const { quote } = await stored();
    const own = listedHealthQuote(36);
    expect(quote.premium).toBe(own.total);
    expect(quote.details.members).toEqual([{ member: 'Self', age: '36 years' }]);
  });

  const childQuote = ashaChildQuote(ASHA, 30);

  it('prices a child savings plan for the applying parent’s own age, not the quote’s', async () => {
    // the test clock's day: a parent born on 12/03/1975 is 51, whose life cover is a smaller multiple than at 30
    const answer = await submit(application({ policyType: 'Life', dob: '12/03/1975', quote: childQuote }));
    expect(answer.status).toBe(200);
    const { quote } = await stored();
    const own = rating.projectChildPlan('child', {
      parentAge: 51,
      childAge: 4,
      incomeBand: '₹5 - ₹10 Lakhs',
    });
    const quoted = rating.projectChildPlan('child', {
      parentAge: 30,
      childAge: 4,
      incomeBand: '₹5 - ₹10 Lakhs',
    });
    expect(own!.lifeCover).not.toBe(quoted!.lifeCover);
    expect(quote.details.parentAge).toBe('51');
    expect(JSON.stringify(quote)).not.toContain('30-year-old');
  });

  it('prices a child family filled in on the list, with no city or email, as the server’s own quote', async () => {
    // the list knows the family only; the application gives the name and mobile
    const family = { parentAge: '30', childAge: '4', income: '₹5 - ₹10 Lakhs' };
    const quote = { ...childQuote, details: { ...family, name: 'Asha Verma', mobile: ASHA } };
    const answer = await submit(application({ policyType: 'Life', quote }));
    expect(answer.status).toBe(200);
    const { quote: kept } = await stored();
    const own = rating.projectChildPlan('child', {
      parentAge: 30,
      childAge: 4,
      incomeBand: '₹5 - ₹10 Lakhs',
    });
    expect(kept).toMatchObject({
      line: 'child-savings',
      planId: 'hdfc-life-sanchay',
      planName: 'HDFC Life Discovery Fund',
    });
    expect(kept.premium).toBe(own!.total);
    expect(kept.details).toEqual(quote.details);
    // a field it does send is still checked by the form's rule, and one the price reads is still needed
    const badCity = await submit(
      application({ policyType: 'Life', quote: { ...quote, details: { ...quote.details, city: '' } } }),
    );
    expect(badCity).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^quote\.details\.city: /) },
    });
    const { income: _income, ...noIncome } = quote.details;
    const noBand = await submit(application({ policyType: 'Life', quote: { ...quote, details: noIncome } }));
    expect(noBand).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^quote\.details\.income: /) },
    });
  });

  it('refuses a parent older than child savings plans take, naming the application’s date of birth', async () => {
    const answer = await submit(application({ policyType: 'Life', dob: '12/03/1950', quote: childQuote }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^dob: /);
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });
});
