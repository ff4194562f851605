// The one term catalogue: every list derives from it, the rate table prices exactly its plans, and the plan
// directory names them as it does.
import { describe, expect, it } from 'vitest';
import { planEntry, planIdsOf } from '../../rating/plan-directory.ts';
import { TERM_PLAN_RATES, TOBACCO_LOADING, type TermLine } from './term-rates.ts';
import {
  TERM_CATALOGUE,
  TERM_LISTS,
  TERM_VARIANTS,
  termPlans,
  WOMEN_OFFERS,
  womenSavePercent,
} from './term-catalogue.ts';

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

  it('gives each list one discount line per plan', () => {
    for (const line of LINES) expect(TERM_LISTS[line].discounts).toHaveLength(TERM_CATALOGUE.length);
  });

  it('shows on the women list only what the rate table backs: each plan’s own women’s rate, no offers', () => {
    expect(WOMEN_OFFERS).toEqual(['women-rate-insurer', 'women-rate-ours']);
    for (const plan of termPlans('women-term')) {
      const shape = TERM_PLAN_RATES[plan.id]!.shape;
      expect(plan.womenSpecialOffer).toBe(shape.femaleFromInsurer ? 'women-rate-insurer' : 'women-rate-ours');
    }
    // Tata AIA publishes its women's premiums (15% lower); every other plan is priced on our common 0.84
    expect(termPlans('women-term').find((p) => p.id === 4)!.womenSpecialOffer).toBe('women-rate-insurer');
    expect(womenSavePercent(4)).toBe(15);
    expect(womenSavePercent(1)).toBe(16);
  });

  it('says the tobacco line only of plans priced on our common 60% loading, which its words call ours', () => {
    for (const line of LINES)
      for (const plan of termPlans(line).filter((p) => p.discount === 'tobacco-more')) {
        const shape = TERM_PLAN_RATES[plan.id]!.shape;
        expect([shape.tobaccoLoading, shape.tobaccoFromInsurer]).toEqual([TOBACCO_LOADING, false]);
      }
  });

  it.each(LINES)(
    'derives the %s list: the catalogue plan, its list’s extras, the priced variant’s details',
    (line) => {
      const plans = termPlans(line);
      expect(plans.map((p) => p.id)).toEqual(TERM_CATALOGUE.map((p) => p.id));
      // every plan is priced (and so described) as regular pay for the full term with no refund, whatever else
      // its insurer also offers
      for (const plan of plans) {
        expect(plan.planDetails.slice(0, 3)).toEqual(['death-benefit', 'pay-full-term', 'no-refund']);
        expect(plan.planDetails.slice(-2)).toEqual(['tax-benefits', 'free-look']);
        expect(plan.alsoOffers).toEqual(TERM_CATALOGUE.find((p) => p.id === plan.id)!.alsoOffers);
      }
      expect(plans.every((p) => p.planDetails.includes('nri-medical'))).toBe(line === 'nri-term');
      expect(plans.every((p) => p.womenSpecialOffer !== undefined)).toBe(line === 'women-term');
      expect(plans.every((p) => p.image === p.insurer)).toBe(true);
    },
  );

  it('names each also-offered variant once per plan, in the catalogue’s order, and some plan offers each', () => {
    for (const { alsoOffers } of TERM_CATALOGUE) {
      expect(new Set(alsoOffers).size).toBe(alsoOffers.length);
      expect([...alsoOffers].sort((a, b) => TERM_VARIANTS.indexOf(a) - TERM_VARIANTS.indexOf(b))).toEqual(
        alsoOffers,
      );
    }
    expect(new Set(TERM_CATALOGUE.flatMap((p) => p.alsoOffers))).toEqual(new Set(TERM_VARIANTS));
  });

  it('names every list’s plans in the plan directory', () => {
    for (const line of LINES) {
      expect(planIdsOf(line)).toEqual(TERM_CATALOGUE.map((p) => `${line}-${p.id}`));
      for (const plan of termPlans(line))
        expect(planEntry(line, `${line}-${plan.id}`)).toEqual({ name: plan.name, insurer: plan.insurer });
    }
  });
});
