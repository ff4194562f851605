import { describe, expect, it } from 'vitest';
import { TERM_VARIANTS, termPlans, type TermPlan } from './term-plan';
import {
  coverTillAllowed,
  DEFAULT_TERM_BAR,
  defaultCoverTill,
  effectiveCoverTill,
  insurersOf,
  NO_TERM_FILTERS,
  selectTermPlans,
  termFilterChoices,
  type TermBar,
  type TermFilters,
} from './term-plan-filters';

const NRI_TERM_PLANS = termPlans('nri-term');
const TERM_PLANS = termPlans('term');
const WOMEN_TERM_PLANS = termPlans('women-term');

const TODAY = new Date(2026, 10, 22);
const man = (age: number) => ({ age, gender: 'male' as const });
const withFilters = (patch: Partial<TermFilters>) => ({ ...NO_TERM_FILTERS, ...patch });
const select = (filters: TermFilters, bar: TermBar = DEFAULT_TERM_BAR, age = 30, plans = TERM_PLANS) =>
  selectTermPlans(plans, filters, bar, 'term', man(age), TODAY);
const names = (result: { shown: { plan: TermPlan }[] }) => result.shown.map((p) => p.plan.name);

describe.each([
  ['term', TERM_PLANS],
  ['NRI term', NRI_TERM_PLANS],
  ['women term', WOMEN_TERM_PLANS],
])('the %s plan data', (_, plans) => {
  it('has 16 plans whose option values are the ones the filters offer', () => {
    expect(plans).toHaveLength(16);
    expect(new Set(plans.map((p) => p.id)).size).toBe(16);
    for (const plan of plans) {
      for (const variant of plan.alsoOffers) expect(TERM_VARIANTS).toContain(variant);
      expect(plan.name.startsWith(plan.insurer)).toBe(true);
    }
  });
});

describe('selectTermPlans', () => {
  it('prices all 16 plans for an ordinary visitor, in popularity order, at the same cover and cover-till age', () => {
    const result = select(NO_TERM_FILTERS);
    expect(result.shown.map((p) => p.plan)).toEqual(TERM_PLANS);
    expect(result.leftOut).toEqual([]);
    // HDFC's catalogue figure was written for a 30-year-old man at ₹1 crore till 60: it is still his price
    expect(result.shown[0]!.quote.total).toBe(1120);
    expect(new Set(result.shown.map((p) => p.quote.assumptions[0]))).toEqual(
      new Set(['for a 30-year-old non-smoker man, ₹1 crore till 60']),
    );
  });

  it('sorts by the priced premium, low to high and high to low, monthly or yearly', () => {
    for (const billing of ['Monthly', 'Yearly'] as const) {
      const bar = { ...DEFAULT_TERM_BAR, billing };
      const low = select(withFilters({ sort: 'price-low' }), bar);
      const totals = low.shown.map((p) => p.quote.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(names(select(withFilters({ sort: 'price-high' }), bar))).toEqual(names(low).reverse());
    }
  });

  it('prices a 50-year-old higher than a 25-year-old on every plan', () => {
    const young = select(NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, coverTill: 70 }, 25).shown;
    const older = select(NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, coverTill: 70 }, 50).shown;
    expect(older).toHaveLength(16);
    older.forEach((p, i) => expect(p.quote.total).toBeGreaterThan(young[i]!.quote.total));
  });

  it('leaves out only the plans that do not take the visitor’s age, with the reason', () => {
    const result = select(NO_TERM_FILTERS, DEFAULT_TERM_BAR, 62);
    expect(result.shown).toHaveLength(13);
    expect(result.leftOut.map((l) => [l.plan.insurer, l.reason])).toEqual([
      ['IndiaFirst Life', 'takes people aged 18 to 60'],
      ['Ageas Federal Life', 'takes people aged 18 to 60'],
      ['Pramerica Life', 'takes people aged 18 to 60'],
    ]);
  });

  it('offers only cover-till ages at least five years past the visitor’s age, with a sensible default', () => {
    expect([32, 42, 52, 60, 65].map((till) => coverTillAllowed(till, 58))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    // at least 60 and at least 15 years of cover
    expect([18, 30, 45, 50, 58, 65].map(defaultCoverTill)).toEqual([60, 60, 60, 65, 75, 85]);
    // a pick that is too soon for the age falls back to the default
    expect(effectiveCoverTill({ ...DEFAULT_TERM_BAR, coverTill: 42 }, 58)).toBe(75);
    expect(effectiveCoverTill({ ...DEFAULT_TERM_BAR, coverTill: 42 }, 30)).toBe(42);
  });

  it('charges tobacco users more on every plan', () => {
    const no = select(NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, tobacco: 'no' }).shown;
    const yes = select(NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, tobacco: 'yes' }).shown;
    yes.forEach((p, i) => expect(p.quote.total).toBeGreaterThan(no[i]!.quote.total));
  });

  it('filters by exact insurer, not by a piece of a plan name', () => {
    // "LIC" is inside "Click 2 Protect": only LIC's own plan must remain
    expect(names(select(withFilters({ insurers: ['LIC'] })))).toEqual(['LIC Tech Term']);
  });

  it('keeps plans offering any ticked variant, and all groups together', () => {
    const single = select(withFilters({ alsoOffers: ['single-pay'] })).shown;
    expect(single.map((p) => p.plan.id)).toEqual([4, 10, 16]);
    const either = select(withFilters({ alsoOffers: ['whole-life', 'full-refund'] })).shown;
    expect(either.map((p) => p.plan.id)).toEqual([3, 4, 9, 13]);
    const both = select(withFilters({ alsoOffers: ['limited-pay'], insurers: ['Kotak Life', 'LIC'] })).shown;
    expect(both.map((p) => p.plan.name)).toEqual(['Kotak Life e-Term']);
  });

  it('works the same on the women list, whose filters the original left unconnected', () => {
    const limited = selectTermPlans(
      WOMEN_TERM_PLANS,
      withFilters({ alsoOffers: ['limited-pay'] }),
      DEFAULT_TERM_BAR,
      'women-term',
      { age: 30, gender: 'female' },
      TODAY,
    ).shown;
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((p) => p.plan.alsoOffers.includes('limited-pay'))).toBe(true);
    expect(limited).toHaveLength(WOMEN_TERM_PLANS.filter((p) => p.alsoOffers.includes('limited-pay')).length);
    expect(WOMEN_TERM_PLANS.every((p) => p.womenSpecialOffer)).toBe(true);
  });
});

describe('termFilterChoices', () => {
  const choicesFor = (age: number, applied = NO_TERM_FILTERS) =>
    termFilterChoices(TERM_PLANS, select(NO_TERM_FILTERS, DEFAULT_TERM_BAR, age).leftOut, applied);
  // every insurer and variant offered keeps at least one plan: none empties the list
  const everyChoiceShowsAPlan = (age: number) => {
    const choices = choicesFor(age);
    for (const insurer of choices.insurers) {
      expect(select(withFilters({ insurers: [insurer] }), DEFAULT_TERM_BAR, age).shown, insurer).not.toEqual(
        [],
      );
    }
    for (const variant of choices.variants) {
      expect(
        select(withFilters({ alsoOffers: [variant] }), DEFAULT_TERM_BAR, age).shown,
        variant,
      ).not.toEqual([]);
    }
    return choices;
  };

  it("offers every insurer of the list, in the list's order, and every variant, when every plan takes the visitor", () => {
    const choices = everyChoiceShowsAPlan(30);
    expect(choices.insurers).toEqual(insurersOf(TERM_PLANS));
    expect(choices.insurers).toHaveLength(16);
    expect(choices.variants).toEqual(TERM_VARIANTS);
  });

  it('leaves out the insurers whose only plan does not take the visitor’s age', () => {
    const choices = everyChoiceShowsAPlan(62);
    expect(choices.insurers).toHaveLength(13);
    expect(choices.insurers).not.toContain('IndiaFirst Life');
  });

  it('keeps what is applied offered, so it can be cleared', () => {
    expect(choicesFor(62, withFilters({ insurers: ['IndiaFirst Life'] })).insurers).toContain(
      'IndiaFirst Life',
    );
  });
});
