import {
  factInEnglish,
  priceTermPlan,
  quoteMotor,
  type TermChoice,
  type TermPerson,
} from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationHref, rememberQuote, rememberedQuote, type QuoteHandover } from '~/lib/quote-handover';
import {
  askedFields,
  prefillFromHandover,
  prefillFromLead,
  priceHandover,
  quoteDetails,
  readHandover,
} from './application-quote';
import { EMPTY_APPLICATION } from './application-values';

const TODAY = new Date(2026, 10, 22);

const TERM_PERSON: TermPerson = { age: 34, gender: 'male', tobacco: 'no' };
const TERM_CHOICE: TermChoice = { lifeCover: 10_000_000, coverTillAge: 60, mode: 'Monthly' };
const TERM_HANDOVER: QuoteHandover = {
  line: 'term',
  planId: 'term-1',
  planName: 'HDFC Life Click 2 Protect Supreme',
  insurer: 'HDFC Life',
  cover: 10_000_000,
  pricing: {
    engine: 'term',
    line: 'term',
    planId: 1,
    person: TERM_PERSON,
    choice: TERM_CHOICE,
  },
  fields: { policyTerm: '26', paymentFrequency: 'Monthly' },
};

const paramsOf = (href: string) => new URL(href, 'https://x.test').searchParams;

beforeEach(() => sessionStorage.clear());

describe('the quote hand-over', () => {
  it('travels in the address and reads back the same', () => {
    const href = applicationHref(TERM_HANDOVER);
    expect(href.startsWith('/dashboard?quote=')).toBe(true);
    expect(readHandover(paramsOf(href))).toEqual(TERM_HANDOVER);
  });

  it('carries nothing the visitor typed: name, date of birth and mobile stay in this tab', () => {
    rememberQuote('term', { fullName: 'Asha Rao', dob: '15/08/1992', mobileNumber: '9876543210', gender: 2 });
    const href = applicationHref(TERM_HANDOVER);
    expect(href).not.toMatch(/Asha|9876543210|1992/);
    expect(rememberedQuote('term')).toMatchObject({ fullName: 'Asha Rao' });
    expect(rememberedQuote('health')).toBeNull();
  });

  it('refuses what it did not write', () => {
    expect(readHandover(new URLSearchParams('quote=not-json'))).toBeNull();
    const wrongEngine = { ...TERM_HANDOVER, line: 'car' };
    expect(readHandover(paramsOf(applicationHref(wrongEngine as QuoteHandover)))).toBeNull();
    const travel = { ...TERM_HANDOVER, line: 'travel' };
    expect(readHandover(paramsOf(applicationHref(travel as QuoteHandover)))).toBeNull();
    expect(
      readHandover(new URLSearchParams({ quote: JSON.stringify({ ...TERM_HANDOVER, planName: '' }) })),
    ).toBeNull();
  });

  it('prices with the engine exactly as the card did, and says for whom', () => {
    const card = priceTermPlan('term', 1, TERM_PERSON, TERM_CHOICE, TODAY);
    if (!card.accepted) throw new Error('the plan should take a 34-year-old');
    const price = priceHandover(TERM_HANDOVER, TODAY);
    expect(price).toMatchObject({
      amount: card.quote.total,
      per: 'month',
      rateVersion: card.quote.rateVersion,
    });
    expect(price?.facts.map(factInEnglish)).toEqual(['for a 34-year-old non-smoker man, ₹1 crore till 60']);
    const motor: QuoteHandover = {
      line: 'car',
      planId: 'car-2',
      planName: 'Car plan',
      insurer: 'Insurer',
      pricing: {
        engine: 'motor',
        planId: 'car-2',
        inputs: { kind: 'car', modelId: 'tata-nexon', ageMonths: 36, zone: 'A', claimFreeYears: 1 },
      },
    };
    const quote = quoteMotor('car-2', (motor.pricing as { inputs: Parameters<typeof quoteMotor>[1] }).inputs);
    expect(quote).not.toBeNull();
    expect(priceHandover(motor, TODAY)?.amount).toBe(quote?.basePremium);
    expect(priceHandover(motor, TODAY)?.facts).toEqual(quote?.facts);
    expect(priceHandover(motor, TODAY)?.facts.map(factInEnglish)).toEqual(quote?.assumptions);
  });

  it('gives no figure rather than a wrong one for inputs the engine cannot price', () => {
    const odd = { ...TERM_HANDOVER, pricing: { ...TERM_HANDOVER.pricing, planId: 9999 } } as QuoteHandover;
    expect(priceHandover(odd, TODAY)).toBeNull();
  });
});

describe('what the form takes from the quote', () => {
  it('prefills the term form’s name, date of birth, gender and mobile, and the list’s cover and term', () => {
    expect(
      prefillFromLead('term', {
        fullName: 'Asha Rao',
        dob: '15/08/1992',
        gender: 2,
        mobileNumber: '9876543210',
        whatsapp: false,
      }),
    ).toEqual({ fullName: 'Asha Rao', dob: '15/08/1992', gender: 'Female', phone: '9876543210' });
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

  it('sends the line’s own lead details, or rebuilds a term quote from the application', () => {
    const lead = { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: '' };
    const car = { ...TERM_HANDOVER, line: 'car' } as QuoteHandover;
    const values = { ...EMPTY_APPLICATION, phone: '9876543210', fullName: 'Asha Rao', dob: '15/08/1992' };
    expect(quoteDetails(car, lead, values)).toEqual({ ...lead, mobileNumber: '9876543210' });
    expect(quoteDetails(TERM_HANDOVER, null, { ...values, gender: 'Female' })).toEqual({
      gender: 2,
      fullName: 'Asha Rao',
      dob: '15/08/1992',
      mobileNumber: '9876543210',
      whatsapp: false,
    });
    expect(quoteDetails({ ...TERM_HANDOVER, line: 'health' } as QuoteHandover, null, values)).toBeUndefined();
  });
});
