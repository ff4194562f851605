import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageLastBirthday } from '../../rating/age.ts';
import {
  chargedCover,
  nriUpliftPercentRange,
  priceTermPlan,
  TERM_PLAN_RATES,
  TERM_RATE_VERSION,
  termPremiumBasis,
  type TermChoice,
  type TermLine,
  type TermPerson,
  type TermPricing,
} from './term-price.ts';

const TODAY = new Date(2026, 10, 22);
const HDFC = 1; // HDFC Life Click 2 Protect Supreme: ₹12,365 a year for a 30-year-old man, ₹1 crore till 60
const man30: TermPerson = { age: 30, gender: 'male', tobacco: 'no' };
const croreTill60: TermChoice = { lifeCover: 10_000_000, coverTillAge: 60, mode: 'Yearly' };

function total(pricing: TermPricing): number {
  if (!pricing.accepted) throw new Error(`not accepted: ${pricing.reason}`);
  return pricing.quote.total;
}
const hdfc = (person: Partial<TermPerson>, choice: Partial<TermChoice> = {}, today = TODAY) =>
  total(priceTermPlan('term', HDFC, { ...man30, ...person }, { ...croreTill60, ...choice }, today));

describe('the NRI uplift', () => {
  it('is each plan’s NRI catalogue price over its resident one: 0% to 12% across the plans', () => {
    expect(nriUpliftPercentRange()).toEqual({ from: 0, to: 12 });
  });
});

describe('term prices, worked by hand', () => {
  it('keeps every catalogue figure the price for the profile it was written for', () => {
    const lines: TermLine[] = ['term', 'nri-term'];
    let checked = 0;
    for (const line of lines) {
      for (const [id, rate] of Object.entries(TERM_PLAN_RATES)) {
        // a plan calibrated on published figures is checked against them (published-rates.test.ts)
        if (rate.published) continue;
        const choice = {
          lifeCover: rate.listedCover,
          coverTillAge: rate.listedCoverTill,
          mode: 'Yearly',
        } as const;
        expect(total(priceTermPlan(line, Number(id), man30, choice, TODAY))).toBe(rate.listedYearly[line]);
        checked += 1;
      }
    }
    // 16 plans × 2 lists, less the 8 plans with published figures × 2
    expect(checked).toBe(16);
  });

  it('prices one woman the same on the term and women lists, by the female factor', () => {
    const woman30 = { ...man30, gender: 'female' } as const;
    for (const id of Object.keys(TERM_PLAN_RATES).map(Number)) {
      const onTerm = total(priceTermPlan('term', id, woman30, croreTill60, TODAY));
      expect(total(priceTermPlan('women-term', id, woman30, croreTill60, TODAY)), `plan ${id}`).toBe(onTerm);
      expect(onTerm).toBeLessThan(total(priceTermPlan('term', id, man30, croreTill60, TODAY)));
    }
    // PNB MetLife (id 10): ₹12,300 for the man (BankBazaar's ₹14,514 less 18% GST), × 0.84 = ₹10,332 for the woman
    // on both lists (term-2026-12: ₹17,519 on the term list, ₹20,856, the man's price, on the women list)
    expect(total(priceTermPlan('women-term', 10, woman30, croreTill60, TODAY))).toBe(10332);
  });

  it('says where each plan’s premium comes from: the insurer, a third party, or our estimate', () => {
    expect(termPremiumBasis(5)).toEqual({
      kind: 'insurer',
      publisher: 'Bajaj Allianz Life',
      read: '30/11/2026',
    });
    expect(termPremiumBasis(2).kind).toBe('insurer');
    expect(termPremiumBasis(4).kind).toBe('insurer');
    expect(termPremiumBasis(8)).toEqual({
      kind: 'third-party',
      publisher: 'BankBazaar',
      read: '30/11/2026',
      publishedYear: 2020,
    });
    expect(termPremiumBasis(9)).toMatchObject({ kind: 'third-party', publisher: 'DBS Bank' });
    expect(termPremiumBasis(HDFC)).toEqual({ kind: 'estimate' });
    const kinds = Object.keys(TERM_PLAN_RATES).map((id) => termPremiumBasis(Number(id)).kind);
    expect(kinds.filter((k) => k === 'estimate')).toHaveLength(8);
  });

  it('prices age with the 1.8-per-decade curve', () => {
    expect(hdfc({})).toBe(12365);
    // 12,365 × 1.8 = 22,257
    expect(hdfc({ age: 40 })).toBe(22257);
    // 12,365 × 1.8² = 12,365 × 3.24 = 40,062.6 -> 40,063 (3.24× a 30-year-old)
    expect(hdfc({ age: 50 })).toBe(40063);
    // 12,365 ÷ √1.8 = 12,365 ÷ 1.34164 = 9,216.3 -> 9,216
    expect(hdfc({ age: 25 })).toBe(9216);
  });

  it('loads tobacco by 60% and charges women 0.84 of a man', () => {
    // 12,365 × 1.6 = 19,784
    expect(hdfc({ tobacco: 'yes' })).toBe(19784);
    // 12,365 × 0.84 = 10,386.6 -> 10,387
    expect(hdfc({ gender: 'female' })).toBe(10387);
    // unanswered is priced as a non-smoker, and says so
    const unanswered = priceTermPlan('term', HDFC, { ...man30, tobacco: 'unanswered' }, croreTill60, TODAY);
    expect(total(unanswered)).toBe(12365);
    expect(unanswered.accepted && unanswered.quote.assumptions.join(' ')).toMatch(
      /non-smoker until you tell us/,
    );
  });

  it('charges monthly at yearly × 0.09058, not yearly ÷ 12', () => {
    // 12,365 × 0.09058 = 1,120.02 -> 1,120 (÷ 12 would be 1,030)
    expect(hdfc({}, { mode: 'Monthly' })).toBe(1120);
    // 12,365 × 0.26 = 3,214.9 -> 3,215
    expect(hdfc({}, { mode: 'Quarterly' })).toBe(3215);
  });

  it('gives the high sum assured rebate by slab and shows it in the breakdown', () => {
    // charged cover: 1 crore -> 100 − 50 × 10% = 95 lakh; 2 crore -> 200 − 150 × 10% − 100 × 10% = 175 lakh
    expect(chargedCover(10_000_000)).toBe(9_500_000);
    expect(chargedCover(20_000_000)).toBe(17_500_000);
    const pricing = priceTermPlan('term', HDFC, man30, { ...croreTill60, lifeCover: 20_000_000 }, TODAY);
    // 12,365 × 175 / 95 = 22,777.6 -> 22,778; the rebate 12,365 × 25 / 95 = 3,253.9 -> 3,254
    expect(total(pricing)).toBe(22778);
    expect(pricing.accepted && pricing.quote.breakdown).toEqual([
      { label: 'Premium at the standard rate', amount: 26032 },
      { label: 'High sum assured rebate', amount: -3254 },
    ]);
  });

  it('prices a later cover-till age 2.5% a year higher', () => {
    // 12,365 × 1.025¹⁰ = 12,365 × 1.28008 = 15,828.2 -> 15,828
    expect(hdfc({}, { coverTillAge: 70 })).toBe(15828);
  });

  it('charges no GST since 22/09/2025 and 18% before', () => {
    const now = priceTermPlan('term', HDFC, man30, croreTill60, TODAY);
    expect(now.accepted && [now.quote.gst, now.quote.rateVersion]).toEqual([0, TERM_RATE_VERSION]);
    // 12,365 × 0.18 = 2,225.7 -> 2,226; 12,365 + 2,226 = 14,591
    expect(hdfc({}, {}, new Date(2025, 8, 21))).toBe(14591);
    expect(hdfc({}, {}, new Date(2025, 8, 22))).toBe(12365);
  });

  it('leaves out an age the plan does not take, and cover shorter than five years', () => {
    const ageFederal = priceTermPlan(
      'term',
      15,
      { ...man30, age: 61 },
      { ...croreTill60, coverTillAge: 75 },
      TODAY,
    );
    expect(ageFederal).toEqual({ accepted: false, reason: 'takes people aged 18 to 60' });
    expect(priceTermPlan('term', HDFC, { ...man30, age: 58 }, croreTill60, TODAY).accepted).toBe(false);
    expect(priceTermPlan('term', HDFC, { ...man30, age: 55 }, croreTill60, TODAY).accepted).toBe(true);
  });

  it('reads the inputs back in words', () => {
    const pricing = priceTermPlan(
      'term',
      HDFC,
      { age: 34, gender: 'male', tobacco: 'no' },
      croreTill60,
      TODAY,
    );
    expect(pricing.accepted && pricing.quote.assumptions[0]).toBe(
      'for a 34-year-old non-smoker man, ₹1 crore till 60',
    );
  });

  it('counts age last birthday from the date of birth', () => {
    expect(ageLastBirthday(new Date(1992, 10, 23), TODAY)).toBe(33);
    expect(ageLastBirthday(new Date(1992, 10, 22), TODAY)).toBe(34);
  });
});

describe('term price properties', () => {
  const line = fc.constantFrom<TermLine>('term', 'nri-term', 'women-term');
  const planId = fc.integer({ min: 1, max: 16 });
  const gender = fc.constantFrom('male', 'female', 'other' as const);
  const tobacco = fc.constantFrom('yes', 'no', 'unanswered' as const);
  const mode = fc.constantFrom('Monthly', 'Quarterly', 'Yearly' as const);
  const cover = fc.integer({ min: 10, max: 500 }).map((lakh) => lakh * 100_000);
  // ages 18 to 60 so every plan takes them; cover till 70 to 99 so the term is always at least five years
  const age = fc.integer({ min: 18, max: 60 });
  const till = fc.integer({ min: 70, max: 99 });
  const price = (l: TermLine, id: number, person: TermPerson, choice: TermChoice) =>
    total(priceTermPlan(l, id, person, choice, TODAY));

  it('never falls as age, cover or cover-till age rises', () => {
    fc.assert(
      fc.property(
        line,
        planId,
        gender,
        tobacco,
        mode,
        fc.tuple(age, age),
        fc.tuple(cover, cover),
        fc.tuple(till, till),
        (l, id, g, t, m, ages, covers, tills) => {
          const [a1, a2] = ages.sort((x, y) => x - y);
          const [c1, c2] = covers.sort((x, y) => x - y);
          const [t1, t2] = tills.sort((x, y) => x - y);
          // one input raised at a time from the lowest of each pair
          const at = (a: number, c: number, ti: number) =>
            price(l, id, { age: a, gender: g, tobacco: t }, { lifeCover: c, coverTillAge: ti, mode: m });
          const low = at(a1!, c1!, t1!);
          const older = at(a2!, c1!, t1!);
          const more = at(a1!, c2!, t1!);
          const longer = at(a1!, c1!, t2!);
          expect(older).toBeGreaterThanOrEqual(low);
          expect(more).toBeGreaterThanOrEqual(low);
          expect(longer).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });

  it('never charges tobacco users less, nor women more than men otherwise equal', () => {
    fc.assert(
      fc.property(line, planId, age, cover, till, mode, (l, id, a, c, t, m) => {
        const choice = { lifeCover: c, coverTillAge: t, mode: m };
        const man = price(l, id, { age: a, gender: 'male', tobacco: 'no' }, choice);
        expect(price(l, id, { age: a, gender: 'male', tobacco: 'yes' }, choice)).toBeGreaterThan(man);
        expect(price(l, id, { age: a, gender: 'female', tobacco: 'no' }, choice)).toBeLessThanOrEqual(man);
      }),
    );
  });

  it('adds its breakdown up to the premium, and the premium and GST to the total', () => {
    fc.assert(
      fc.property(line, planId, age, gender, tobacco, cover, till, mode, (l, id, a, g, t, c, ti, m) => {
        const pricing = priceTermPlan(
          l,
          id,
          { age: a, gender: g, tobacco: t },
          { lifeCover: c, coverTillAge: ti, mode: m },
          TODAY,
        );
        if (!pricing.accepted) throw new Error(pricing.reason);
        const { basePremium, gst, breakdown } = pricing.quote;
        expect(breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(basePremium);
        expect(pricing.quote.total).toBe(basePremium + gst);
      }),
    );
  });
});
