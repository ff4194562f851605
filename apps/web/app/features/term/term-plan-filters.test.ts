import { describe, expect, it } from 'vitest';
import { NRI_TERM_PLANS } from './nri-term-plans.data';
import { PAYOUT_OPTIONS, PLAN_TYPES, PREMIUM_PAY_TYPES, REFUND_OPTIONS, type TermPlan } from './term-plan';
import {
  DEFAULT_TERM_BAR,
  NO_TERM_FILTERS,
  parsePremium,
  selectTermPlans,
  shownPremium,
  type TermFilters,
} from './term-plan-filters';
import { TERM_PLANS } from './term-plans.data';
import { WOMEN_TERM_PLANS } from './women-term-plans.data';

const names = (plans: TermPlan[]) => plans.map((p) => p.name);
const withFilters = (patch: Partial<TermFilters>) => ({ ...NO_TERM_FILTERS, ...patch });

describe.each([
  ['term', TERM_PLANS],
  ['NRI term', NRI_TERM_PLANS],
  ['women term', WOMEN_TERM_PLANS],
])('the %s plan data', (_, plans) => {
  it('has 16 plans whose option values are the ones the filters offer', () => {
    expect(plans).toHaveLength(16);
    expect(new Set(plans.map((p) => p.id)).size).toBe(16);
    for (const plan of plans) {
      expect(PLAN_TYPES).toContain(plan.planType);
      expect(PAYOUT_OPTIONS).toContain(plan.payoutOption);
      expect(PREMIUM_PAY_TYPES).toContain(plan.premiumPayType);
      expect(REFUND_OPTIONS).toContain(plan.refundOption);
      expect(plan.name.startsWith(plan.insurer)).toBe(true);
      expect(plan.premium).toMatch(/^₹[\d,]+\/month$/);
      // yearly payment is cheaper than twelve monthly ones, but not absurdly so
      expect(plan.yearlyPremium).toBeLessThan(parsePremium(plan.premium) * 12);
      expect(plan.yearlyPremium).toBeGreaterThan(parsePremium(plan.premium) * 10);
    }
  });
});

describe('selectTermPlans', () => {
  it('keeps popularity order with no filters', () => {
    expect(selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, DEFAULT_TERM_BAR)).toEqual(TERM_PLANS);
  });

  it('sorts by the premium parsed from its text, low to high and high to low', () => {
    const low = selectTermPlans(TERM_PLANS, withFilters({ sort: 'price-low' }), DEFAULT_TERM_BAR);
    const premiums = low.map((p) => parsePremium(p.premium));
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(premiums[0]).toBe(249);
    const high = selectTermPlans(TERM_PLANS, withFilters({ sort: 'price-high' }), DEFAULT_TERM_BAR);
    expect(names(high)).toEqual(names(low).reverse());
  });

  it('sorts by the yearly premium when Yearly is shown', () => {
    const yearly = selectTermPlans(TERM_PLANS, withFilters({ sort: 'price-low' }), {
      ...DEFAULT_TERM_BAR,
      billing: 'Yearly',
    });
    const premiums = yearly.map((p) => shownPremium(p, 'Yearly'));
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(premiums[0]).toBe(TERM_PLANS.find((p) => p.premium === '₹249/month')?.yearlyPremium);
  });

  it('filters by exact insurer, not by a piece of a plan name', () => {
    // "LIC" is inside "Click 2 Protect": only LIC's own plan must remain
    expect(names(selectTermPlans(TERM_PLANS, withFilters({ insurers: ['LIC'] }), DEFAULT_TERM_BAR))).toEqual([
      'LIC Tech Term',
    ]);
  });

  it('keeps plans matching any ticked value within a group, and all groups together', () => {
    const single = selectTermPlans(
      TERM_PLANS,
      withFilters({ payoutOptions: ['Single Pay'] }),
      DEFAULT_TERM_BAR,
    );
    expect(single.map((p) => p.payoutOption)).toEqual(['Single Pay', 'Single Pay', 'Single Pay']);
    const whole = selectTermPlans(TERM_PLANS, withFilters({ planTypes: ['Whole'] }), DEFAULT_TERM_BAR);
    expect(whole.every((p) => p.coverTillAge === 99)).toBe(true);
    expect(whole).toHaveLength(2);
    const both = selectTermPlans(
      TERM_PLANS,
      withFilters({ planTypes: ['Whole', 'Life'], premiumPayTypes: ['Monthly'] }),
      DEFAULT_TERM_BAR,
    );
    expect(both.every((p) => ['Whole', 'Life'].includes(p.planType) && p.premiumPayType === 'Monthly')).toBe(
      true,
    );
    expect(both.length).toBeGreaterThan(0);
  });

  it('narrows by life cover and cover till from the sticky bar', () => {
    const lac25 = selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, lifeCover: '25' });
    expect(lac25.map((p) => p.lifeCover)).toEqual([2500000, 2500000]);
    const above75 = selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, {
      ...DEFAULT_TERM_BAR,
      lifeCover: 'above-75',
    });
    expect(above75.every((p) => p.lifeCover > 7500000)).toBe(true);
    expect(above75).toHaveLength(7);
    const till42 = selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, coverTill: '42' });
    expect(till42.map((p) => p.coverTillAge)).toEqual([42]);
    const above60 = selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, {
      ...DEFAULT_TERM_BAR,
      coverTill: 'above-60',
    });
    expect(above60.every((p) => p.coverTillAge > 60)).toBe(true);
    expect(
      selectTermPlans(TERM_PLANS, NO_TERM_FILTERS, { ...DEFAULT_TERM_BAR, lifeCover: '25', coverTill: '52' }),
    ).toEqual([]);
  });

  it('works the same on the women list, whose filters the original left unconnected', () => {
    const monthlyOnly = selectTermPlans(
      WOMEN_TERM_PLANS,
      withFilters({ premiumPayTypes: ['Quarterly'] }),
      DEFAULT_TERM_BAR,
    );
    expect(monthlyOnly.map((p) => p.premiumPayType)).toEqual(['Quarterly', 'Quarterly', 'Quarterly']);
    expect(WOMEN_TERM_PLANS.every((p) => p.womenSpecialOffer)).toBe(true);
  });
});
