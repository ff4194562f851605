// The one term catalogue: every list derives from it, the rate table prices exactly its plans, and the plan
// directory names them as it does.
import { describe, expect, it } from 'vitest';
import { planEntry, planIdsOf } from '../../rating/plan-directory.ts';
import { TERM_PLAN_RATES, type TermLine } from '../../rating/term-rates.ts';
import { PLAN_DETAIL_LINES, TERM_CATALOGUE, TERM_LISTS, termPlans } from './term-catalogue.ts';

const LINES: TermLine[] = ['term', 'nri-term', 'women-term'];

describe('the term catalogue', () => {
  it('is what the rate table prices: the same plans, insurers, listed covers and cover-till ages', () => {
    expect(Object.keys(TERM_PLAN_RATES).map(Number)).toEqual(TERM_CATALOGUE.map((p) => p.id));
    for (const plan of TERM_CATALOGUE) {
      const rate = TERM_PLAN_RATES[plan.id]!;
      expect([rate.insurer, rate.listedCover, rate.listedCoverTill]).toEqual([
        plan.insurer,
        plan.lifeCover,
        plan.coverTillAge,
      ]);
    }
  });

  it('gives each list one discount line (and on the women list one offer) per plan', () => {
    for (const line of LINES) expect(TERM_LISTS[line].discounts).toHaveLength(TERM_CATALOGUE.length);
    expect(TERM_LISTS['women-term'].offers).toHaveLength(TERM_CATALOGUE.length);
  });

  it.each(LINES)(
    'derives the %s list: the catalogue plan, its list’s extras, its details from its options',
    (line) => {
      const plans = termPlans(line);
      expect(plans.map((p) => p.id)).toEqual(TERM_CATALOGUE.map((p) => p.id));
      const limitedPartial = plans.find(
        (p) => p.payoutOption === 'Limited Pay' && p.refundOption === 'Partial refund of premium',
      )!;
      expect(limitedPartial.planDetails).toContain('pay-10-years');
      expect(limitedPartial.planDetails).toContain('partial-refund');
      expect(plans.every((p) => p.planDetails.includes(PLAN_DETAIL_LINES[9]))).toBe(line === 'nri-term');
      expect(plans.every((p) => p.womenSpecialOffer !== undefined)).toBe(line === 'women-term');
      expect(plans.every((p) => p.image === p.insurer)).toBe(true);
    },
  );

  it('names every list’s plans in the plan directory', () => {
    for (const line of LINES) {
      expect(planIdsOf(line)).toEqual(TERM_CATALOGUE.map((p) => `${line}-${p.id}`));
      for (const plan of termPlans(line))
        expect(planEntry(line, `${line}-${plan.id}`)).toEqual({ name: plan.name, insurer: plan.insurer });
    }
  });
});
