import { quoteDetailSchemas, type PriceQuoteResult } from '@bimasetu/contract';
import { LINES, pricePlan } from '@bimasetu/contract/lines';
import { homeInputs, priceHome } from '@bimasetu/contract/lines/home';
import {
  factInEnglish,
  planEntry,
  priceTermPlan,
  projectChildPlan,
  quoteEmployee,
  quoteMotor,
} from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationHref, rememberQuote, rememberedQuote, type QuoteHandover } from '~/lib/quote-handover';
import { askedFields, prefillFromHandover } from './application-asked';
import { readHandover } from './application-handover';
import { priceFromServer, priceInBrowser, SHOWN_AS, shownPrice, type QuotedPrice } from './application-price';
import { detailsForServer, prefillFromLead, quoteDetails } from './application-quote';
import { healthQuoteAt32, TERM_HANDOVER, TERM_PLAN } from './application-test-quotes';
import { EMPTY_APPLICATION } from './application-values';

const TODAY = new Date(2026, 10, 22);
/** The contract's lines, as the form loads them (use-pricing-lines.ts). */
const lines = { LINES, pricePlan };

/** A 34-year-old man on TODAY, as the term form remembers him. */
const TERM_LEAD = {
  gender: 1,
  fullName: 'Ravi Kumar',
  dob: '15/08/1992',
  mobileNumber: '9876543210',
  whatsapp: false,
};
const NO_APPLICANT = { dob: '', gender: '' };

const paramsOf = (href: string) => new URL(href, 'https://x.test').searchParams;
const handoverOf = (value: object) => readHandover(new URLSearchParams({ quote: JSON.stringify(value) }));

beforeEach(() => sessionStorage.clear());

describe('the quote hand-over', () => {
  it('travels in the address as one line-neutral shape and reads back the same', () => {
    const href = applicationHref(TERM_HANDOVER);
    expect(href.startsWith('/dashboard?quote=')).toBe(true);
    expect(readHandover(paramsOf(href))).toEqual(TERM_HANDOVER);
    const child = {
      line: 'child-savings',
      planId: 'hdfc-life-sanchay',
      planName: 'x',
      insurer: 'y',
    } as const;
    expect(readHandover(paramsOf(applicationHref(child)))).toEqual({ ...child, fields: {} });
  });

  it('carries nothing the visitor typed: name, date of birth and mobile stay in this tab', () => {
    rememberQuote('term', { fullName: 'Asha Rao', dob: '15/08/1992', mobileNumber: '9876543210', gender: 2 });
    const href = applicationHref(TERM_HANDOVER);
    expect(href).not.toMatch(/Asha|9876543210|1992/);
    expect(rememberedQuote('term')).toMatchObject({ fullName: 'Asha Rao' });
    expect(rememberedQuote('health')).toBeNull();
  });

  it('refuses what it did not write, and choices the server would not take', () => {
    expect(readHandover(new URLSearchParams('quote=not-json'))).toBeNull();
    expect(handoverOf({ ...TERM_HANDOVER, line: 'travel' })).toBeNull();
    expect(handoverOf({ ...TERM_HANDOVER, line: 'nowhere' })).toBeNull();
    expect(handoverOf({ ...TERM_HANDOVER, planName: '' })).toBeNull();
    // a term list's choices on a car plan, a cover the term list does not offer, choices a child list never makes
    expect(handoverOf({ ...TERM_HANDOVER, line: 'car', planId: 'car-1' })).toBeNull();
    expect(
      handoverOf({ ...TERM_HANDOVER, choices: { ...TERM_HANDOVER.choices, lifeCover: 12_345 } }),
    ).toBeNull();
    expect(handoverOf({ ...TERM_HANDOVER, line: 'child-savings', choices: { years: 1 } })).toBeNull();
    // a yearly premium the child list does not offer
    const child = { ...TERM_HANDOVER, line: 'child-savings', planId: 'hdfc-life-sanchay' };
    expect(handoverOf({ ...child, choices: { yearlyPremium: 12_345 } })).toBeNull();
    expect(handoverOf({ ...child, choices: { yearlyPremium: 50_000 } })?.choices).toEqual({
      yearlyPremium: 50_000,
    });
  });

  it('opens an older link (the engine’s inputs under `pricing`) as its plan and line only', () => {
    const old = {
      ...TERM_PLAN,
      cover: 10_000_000,
      pricing: {
        engine: 'term',
        line: 'term',
        planId: 1,
        person: { age: 34, gender: 'male', tobacco: 'no' },
        choice: { lifeCover: 10_000_000, coverTillAge: 60, mode: 'Monthly' },
      },
    };
    const read = handoverOf(old);
    expect(read).toEqual({ ...TERM_PLAN, cover: 10_000_000, fields: {} });
    // priced like any hand-over without choices: the line's starting ones, as the server prices it
    const price = priceInBrowser(read!, TERM_LEAD, NO_APPLICANT, TODAY, lines);
    const server = pricePlan('term', 'term-1', TERM_LEAD, TODAY);
    expect(server.ok && price?.amount).toBe(server.ok && server.quote.premium);
  });
});

/**
 * The server's path for PriceQuote (apps/api application-pricing.ts): the details checked by the line's quote
 * schema, priced for the applicant, checked again, then `pricePlan`; answered as PriceQuote answers.
 */
function serverAnswer(
  handover: QuoteHandover,
  details: Record<string, unknown>,
  applicant: { dob: string; gender: string },
): PriceQuoteResult | null {
  const schema = quoteDetailSchemas[handover.line];
  const quoted = schema.parse(details) as Record<string, unknown>;
  const own = LINES[handover.line].forApplicant(quoted, applicant, TODAY);
  const checked = schema.parse(own.details) as Record<string, unknown>;
  const priced = pricePlan(handover.line, handover.planId, checked, TODAY, handover.choices);
  if (!priced.ok) return null;
  return {
    premium: priced.quote.premium,
    basePremium: priced.quote.basePremium,
    gst: priced.quote.gst,
    premiumPeriod: LINES[handover.line].period(priced.quote.inputs),
    rateVersion: priced.quote.rateVersion,
    pricedOn: priced.quote.pricedOn,
    cover: priced.quote.cover,
    figures: priced.parts.figures,
    facts: priced.parts.engineFacts,
    assumed: priced.parts.assumed,
  };
}

const FORM_LINES = Object.keys(SHOWN_AS) as (keyof typeof SHOWN_AS)[];
const CHOICES: Partial<Record<keyof typeof SHOWN_AS, QuoteHandover['choices']>> = {
  term: { lifeCover: 20_000_000, coverTillAge: 70, tobacco: 'yes', mode: 'Quarterly' },
  health: { coverLakh: 10, years: 2 },
  car: { modelId: 'tata-nexon', ageMonths: 36, zone: 'B', claimFreeYears: 2 },
  'employee-health': { coverage: 'employees' },
  'child-savings': { yearlyPremium: 50000 },
};

describe('the browser’s figure is the server’s', () => {
  it.each(FORM_LINES)('%s: every plan, for the example lead and an applicant of its own', (line) => {
    const lead = LINES[line].example;
    const applicant = { dob: '10/05/1985', gender: 'Female' };
    const plans = LINES[line].planIds().filter((id) => planEntry(line, id));
    // a child plan's lead prices on the regulator's illustration: its list's plans are the directory's
    const planIds = plans.length > 0 ? plans : ['hdfc-life-sanchay'];
    let priced = 0;
    for (const choices of [undefined, CHOICES[line]]) {
      for (const planId of planIds) {
        const handover = { line, planId, planName: 'x', insurer: 'y', ...(choices ? { choices } : {}) };
        const details = quoteDetails(handover, lead, EMPTY_APPLICATION);
        expect(details).toBeDefined();
        const server = serverAnswer(handover, details!, applicant);
        const browser = priceInBrowser(handover, details, applicant, TODAY, lines);
        if (!server) {
          expect(browser, planId).toBeNull();
          continue;
        }
        priced += 1;
        expect(browser, planId).toEqual({
          ...priceFromServer(handover, server),
          pricedBy: { by: 'browser' },
        });
      }
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('follows the applicant’s own date of birth and gender, as the server does', () => {
    const asQuoted = priceInBrowser(TERM_HANDOVER, TERM_LEAD, NO_APPLICANT, TODAY, lines);
    const older = priceInBrowser(
      TERM_HANDOVER,
      TERM_LEAD,
      { dob: '15/08/1976', gender: 'Female' },
      TODAY,
      lines,
    );
    expect(asQuoted?.facts.map(factInEnglish)).toEqual([
      'for a 34-year-old non-smoker man, ₹1 crore till 60',
    ]);
    expect(older?.facts.map(factInEnglish)).toEqual(['for a 50-year-old non-smoker woman, ₹1 crore till 60']);
  });

  it('gives no figure without details or the lines, or for a plan the line does not have', () => {
    expect(priceInBrowser(TERM_HANDOVER, undefined, NO_APPLICANT, TODAY, lines)).toBeNull();
    // before the lines have loaded
    expect(priceInBrowser(TERM_HANDOVER, TERM_LEAD, NO_APPLICANT, TODAY, null)).toBeNull();
    expect(
      priceInBrowser({ ...TERM_HANDOVER, planId: 'term-9999' }, TERM_LEAD, NO_APPLICANT, TODAY, lines),
    ).toBeNull();
    expect(priceInBrowser(TERM_HANDOVER, { dob: 'soon' }, NO_APPLICANT, TODAY, lines)).toBeNull();
  });
});

describe('what the card showed as the premium, per line', () => {
  const shown = (handover: QuoteHandover, lead: Record<string, unknown>) =>
    priceInBrowser(handover, lead, NO_APPLICANT, TODAY, lines);
  const plan = (line: QuoteHandover['line'], planId: string, choices?: QuoteHandover['choices']) => ({
    line,
    planId,
    planName: 'x',
    insurer: 'y',
    ...(choices ? { choices } : {}),
  });

  it('term: the total per payment mode, saying only whom it priced', () => {
    const card = priceTermPlan(
      'term',
      1,
      { age: 34, gender: 'male', tobacco: 'no' },
      TERM_HANDOVER.choices as never,
      TODAY,
    );
    if (!card.accepted) throw new Error('the plan should take a 34-year-old');
    expect(shown(TERM_HANDOVER, TERM_LEAD)).toEqual({
      amount: card.quote.total,
      per: 'month',
      facts: card.quote.facts.slice(0, 1),
      rateVersion: card.quote.rateVersion,
      pricedBy: { by: 'browser' },
    });
    const yearly = { ...TERM_HANDOVER.choices, mode: 'Yearly' } as QuoteHandover['choices'];
    expect(shown({ ...TERM_HANDOVER, choices: yearly }, TERM_LEAD)?.per).toBe('year');
  });

  it('health: per month, with a year beside it', () => {
    const quote = healthQuoteAt32();
    const lead = { ...LINES.health.example, members: [{ member: 'Self', age: '32 years' }] };
    expect(shown(plan('health', 'health-1', { coverLakh: 10, years: 1 }), lead)).toMatchObject({
      amount: quote?.perMonth,
      per: 'month',
      detail: { kind: 'perYearOfPolicy', amount: quote?.perYear },
    });
  });

  it('car: the premium a year before GST, with GST beside it, and the engine’s facts', () => {
    const inputs = { modelId: 'tata-nexon', ageMonths: 36, zone: 'A', claimFreeYears: 1 } as const;
    const quote = quoteMotor('car-2', { kind: 'car', ...inputs });
    const price = shown(plan('car', 'car-2', inputs), LINES.car.example);
    expect(price).toMatchObject({
      amount: quote?.basePremium,
      per: 'year',
      detail: { kind: 'withGst', amount: quote?.total },
    });
    expect(price?.facts).toEqual(quote?.facts);
    expect(price?.facts.map(factInEnglish)).toEqual(quote?.assumptions);
  });

  it('child savings: the yearly saving, with the life cover beside it', () => {
    const quote = projectChildPlan('hdfc-life-sanchay', {
      parentAge: 38,
      childAge: 6,
      incomeBand: '₹10 - ₹20 Lakhs',
    });
    expect(shown(plan('child-savings', 'hdfc-life-sanchay'), LINES['child-savings'].example)).toMatchObject({
      amount: quote?.yearlySaving,
      per: 'year',
      detail: { kind: 'childSaving', amount: quote?.lifeCover },
    });
    // the visitor's own yearly premium picked on the list, not the income band's ₹1,20,000
    const own = projectChildPlan('hdfc-life-sanchay', {
      parentAge: 38,
      childAge: 6,
      incomeBand: '₹10 - ₹20 Lakhs',
      yearlyPremium: 50000,
    });
    const picked = plan('child-savings', 'hdfc-life-sanchay', { yearlyPremium: 50000 });
    expect(shown(picked, LINES['child-savings'].example)).toMatchObject({
      amount: 50000,
      per: 'year',
      detail: { kind: 'childSaving', amount: own?.lifeCover },
    });
    expect(own?.lifeCover).toBe(500000);
  });

  it('employee: per employee before GST, with GST beside it; home: its total a year', () => {
    const team = quoteEmployee('star-group-care', { band: '21-50', coverage: 'employees' });
    const employee = shown(
      plan('employee-health', 'star-group-care', { coverage: 'employees' }),
      LINES['employee-health'].example,
    );
    expect(employee).toMatchObject({
      amount: team?.basePremium,
      per: 'employee',
      detail: { kind: 'withGst', amount: team?.total },
    });
    const home = priceHome('home-digit', homeInputs(LINES.home.example as never));
    const homeShown = shown(plan('home', 'home-digit'), LINES.home.example);
    expect(home.offered && homeShown).toMatchObject({
      amount: home.offered && home.quote.total,
      per: 'year',
    });
    expect(homeShown).not.toHaveProperty('detail');
  });
});

describe('which figure the form shows', () => {
  const browser: QuotedPrice = {
    amount: 100,
    per: 'month',
    facts: [],
    rateVersion: 'r',
    pricedBy: { by: 'browser' },
  };
  const result: PriceQuoteResult = {
    premium: 118,
    basePremium: 100,
    gst: 18,
    premiumPeriod: 'month',
    rateVersion: 'r2',
    pricedOn: '2026-11-22',
    cover: null,
    figures: { total: 118 },
    facts: [],
    assumed: [],
  };

  it('the browser’s until the server answers, then the server’s', () => {
    expect(shownPrice(null, browser, undefined)).toEqual({ price: null, refused: false });
    expect(shownPrice(TERM_HANDOVER, browser, undefined)).toEqual({ price: browser, refused: false });
    expect(shownPrice(TERM_HANDOVER, null, undefined)).toEqual({ price: null, refused: false });
    expect(shownPrice(TERM_HANDOVER, browser, { refused: false, result })).toEqual({
      price: { ...browser, amount: 118, rateVersion: 'r2', pricedBy: { by: 'server', on: '2026-11-22' } },
      refused: false,
    });
  });

  it('none, said as refused, when the server does not offer the plan; the browser’s when it cannot show the server’s', () => {
    expect(shownPrice(TERM_HANDOVER, browser, { refused: true })).toEqual({ price: null, refused: true });
    const unshowable = { ...result, figures: {} };
    expect(shownPrice(TERM_HANDOVER, browser, { refused: false, result: unshowable })).toEqual({
      price: browser,
      refused: false,
    });
  });
});

describe('what the form takes from the quote', () => {
  it('prefills the term form’s name, date of birth, gender and mobile, and the list’s cover and term', () => {
    expect(prefillFromLead('term', TERM_LEAD)).toEqual({
      fullName: 'Ravi Kumar',
      dob: '15/08/1992',
      gender: 'Male',
      phone: '9876543210',
    });
    expect(prefillFromLead('health', LINES.health.example)).toEqual({
      fullName: 'Rahul Mehta',
      gender: 'Male',
      phone: '9876500072',
    });
    expect(prefillFromLead('employee-health', LINES['employee-health'].example)).toEqual({
      phone: '9876500075',
      employer: 'Sahyadri Tools',
    });
    expect(prefillFromHandover(TERM_HANDOVER)).toEqual({
      policyType: 'Term',
      sumAssured: '10000000',
      policyTerm: '26',
      paymentFrequency: 'Monthly',
    });
  });

  it('asks a car owner no employer, income, marital status or payment frequency', () => {
    const car = askedFields('car');
    for (const field of ['employer', 'income', 'maritalStatus', 'paymentFrequency', 'lifestyle'] as const)
      expect(car.has(field)).toBe(false);
    expect(car.has('brand')).toBe(true);
    expect(askedFields('health').has('existingIllness')).toBe(true);
    expect(askedFields('term').has('income')).toBe(true);
  });

  it('sends the line’s own lead details, its blank contact filled, or rebuilds a term quote from the application', () => {
    const lead = { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: '' };
    const car = { ...TERM_HANDOVER, line: 'car' } as QuoteHandover;
    const values = { ...EMPTY_APPLICATION, phone: '9876543210', fullName: 'Asha Rao', dob: '15/08/1992' };
    expect(quoteDetails(car, lead, values)).toEqual({ ...lead, mobileNumber: '9876543210' });
    const answers = {
      occupancy: 'owner',
      basis: 'rebuild',
      rebuildValue: '5000000',
      contentsValue: '500000',
    };
    expect(quoteDetails({ ...TERM_HANDOVER, line: 'home' }, answers, values)).toEqual({
      ...answers,
      name: 'Asha Rao',
      mobile: '9876543210',
    });
    expect(quoteDetails(TERM_HANDOVER, null, { ...values, gender: 'Female' })).toEqual({
      gender: 2,
      fullName: 'Asha Rao',
      dob: '15/08/1992',
      mobileNumber: '9876543210',
      whatsapp: false,
    });
    expect(quoteDetails({ ...TERM_HANDOVER, line: 'health' } as QuoteHandover, null, values)).toBeUndefined();
    // a child family filled in on its list: the name, mobile and email are the application's own
    const family = { parentAge: '36', childAge: '4', income: '₹10 - ₹20 Lakhs' };
    const child = { ...TERM_HANDOVER, line: 'child-savings' } as QuoteHandover;
    expect(quoteDetails(child, family, { ...values, email: 'asha@example.in' })).toEqual({
      ...family,
      name: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
    });
    // the child price reads the family only: without a city (or an email) the server still prices it
    const filled = quoteDetails(child, family, { ...values, email: 'asha@example.in' });
    expect(detailsForServer('child-savings', filled, lines)).toBe(filled);
    expect(detailsForServer('child-savings', filled, null)).toBe(filled);
    const noEmail = quoteDetails(child, family, values);
    expect(noEmail).not.toHaveProperty('email');
    expect(detailsForServer('child-savings', noEmail, lines)).toBe(noEmail);
    const withCity = { ...filled, city: 'Pune' };
    expect(detailsForServer('child-savings', withCity, lines)).toBe(withCity);
    // what the price reads is still needed, and a field sent is still checked by the form's rule
    const { income: _income, ...noIncome } = filled!;
    expect(detailsForServer('child-savings', noIncome, lines)).toBeUndefined();
    expect(detailsForServer('child-savings', { ...filled, mobile: '12345' }, lines)).toBeUndefined();
    // a line whose price reads its whole lead still needs all of it
    const { mobileNumber: _mobile, ...noMobile } = TERM_LEAD;
    expect(detailsForServer('term', noMobile, lines)).toBeUndefined();
  });
});
