import { describe, expect, it } from 'vitest';
import type { HealthPlan } from './health-plan';
import {
  coverInLakh,
  HEALTH_SORTS,
  HEALTH_TABS,
  healthTabChoices,
  NO_HEALTH_FILTERS,
  resetTab,
  selectHealthPlans,
  type HealthFilters,
} from './health-plan-filters';
import { HEALTH_PLANS as HEALTH_DATA } from './health-plans.data';
import { FAMILY_HEALTH_PLANS as FAMILY_DATA } from './family-health-plans.data';
import { priceHealthPlans, readListInputs, type HealthLine } from './health-list-inputs';

// the lists as first shown: each plan priced by the engine for the list's starting inputs
const listed = (line: HealthLine, plans: typeof HEALTH_DATA) =>
  priceHealthPlans(line, plans, readListInputs(line, new URLSearchParams())).priced;
const HEALTH_PLANS = listed('health', HEALTH_DATA);
const FAMILY_HEALTH_PLANS = listed('family-health', FAMILY_DATA);

const pick = (patch: Partial<HealthFilters>) => ({ ...NO_HEALTH_FILTERS, ...patch });
const names = (plans: HealthPlan[]) => plans.map((p) => `${p.companyName} ${p.planName}`);

describe.each([
  ['health', HEALTH_PLANS],
  ['family health', FAMILY_HEALTH_PLANS],
])('the %s plan list', (_, plans) => {
  it('has 10 consistent plans', () => {
    expect(plans).toHaveLength(10);
    for (const plan of plans) {
      expect(plan.premiumMonthly).toBe(Math.round(plan.premiumAnnually / 12));
      expect(plan.features.length).toBeGreaterThan(3);
      expect(coverInLakh(plan.coverAmount)).toBeGreaterThan(0);
    }
  });
});

describe('healthTabChoices', () => {
  // every choice offered shows at least one plan: none says "Show 0 plans"
  const everyChoiceShowsAPlan = (plans: HealthPlan[]) => {
    const choices = healthTabChoices(plans, NO_HEALTH_FILTERS);
    for (const tab of HEALTH_TABS) {
      for (const value of choices[tab.id]) {
        expect(selectHealthPlans(plans, pick({ [tab.id]: [value] })), `${tab.id} ${value}`).not.toEqual([]);
      }
    }
    return choices;
  };

  it.each([
    ['health', HEALTH_PLANS],
    ['family health', FAMILY_HEALTH_PLANS],
  ])("offers on the %s list only the insurers with a plan on it, in the list's order", (_, plans) => {
    const choices = everyChoiceShowsAPlan(plans);
    expect(choices.insurer).toEqual(plans.map((plan) => plan.companyName));
    expect(choices.insurer).toHaveLength(10);
    expect(choices.sort).toEqual(HEALTH_SORTS);
  });

  it('leaves out the other tabs’ choices no plan has, for the inputs the list is priced for', () => {
    // no health plan waits only a year for a pre-existing disease; one family plan does
    expect(everyChoiceShowsAPlan(HEALTH_PLANS).disease).toEqual(['2', '3']);
    expect(healthTabChoices(FAMILY_HEALTH_PLANS, NO_HEALTH_FILTERS).disease).toEqual(['1', '2', '3']);
    // every plan priced at ₹10 lakh: one cover band, and only the premium bands those prices fall in
    const atTen = priceHealthPlans(
      'health',
      HEALTH_DATA,
      readListInputs('health', new URLSearchParams('cover=10')),
    );
    const choices = everyChoiceShowsAPlan(atTen.priced);
    expect(choices.cover).toEqual(['10-24']);
    expect(choices.premium.length).toBeLessThan(5);
    // a family the plans' entry ages keep mostly out: only those plans' insurers
    const older = priceHealthPlans(
      'family-health',
      FAMILY_DATA,
      readListInputs('family-health', new URLSearchParams('members=a68,a66,c12&city=Pune')),
    );
    expect(everyChoiceShowsAPlan(older.priced).insurer).toEqual(older.priced.map((p) => p.companyName));
  });

  it('keeps a ticked choice offered, so it can be unticked', () => {
    const ticked = pick({ cover: ['200-600'], insurer: ['Bajaj Allianz'] });
    const choices = healthTabChoices(FAMILY_HEALTH_PLANS, ticked);
    expect(choices.cover).toContain('200-600');
    expect(choices.insurer).toContain('Bajaj Allianz');
    expect(healthTabChoices(FAMILY_HEALTH_PLANS, NO_HEALTH_FILTERS).insurer).not.toContain('Bajaj Allianz');
  });
});

describe('selectHealthPlans', () => {
  it('reads cover text in lakh', () => {
    expect(coverInLakh('₹10 Lakh')).toBe(10);
    expect(coverInLakh('₹1 Cr')).toBe(100);
    expect(coverInLakh('₹1.5 Cr')).toBe(150);
  });

  it('keeps popularity order with no filters', () => {
    expect(selectHealthPlans(HEALTH_PLANS, NO_HEALTH_FILTERS)).toEqual(HEALTH_PLANS);
  });

  it('filters by cover band, premium band and insurer', () => {
    expect(names(selectHealthPlans(HEALTH_PLANS, pick({ cover: ['below-5'] })))).toEqual([
      'Bajaj Allianz Health Guard',
    ]);
    expect(names(selectHealthPlans(HEALTH_PLANS, pick({ cover: ['100-199'] })))).toEqual([
      'Tata AIG Medicare Premier',
    ]);
    const mid = selectHealthPlans(HEALTH_PLANS, pick({ premium: ['1000-1500'] }));
    expect(mid.map((p) => p.premiumMonthly)).toEqual([1185, 1380, 1130]);
    expect(
      selectHealthPlans(HEALTH_PLANS, pick({ premium: ['over-3000'] })).map((p) => p.premiumMonthly),
    ).toEqual([3260]);
    expect(names(selectHealthPlans(HEALTH_PLANS, pick({ insurer: ['Star Health', 'Acko'] })))).toEqual([
      'Star Health Comprehensive',
    ]);
    expect(selectHealthPlans(HEALTH_PLANS, pick({ insurer: ['Acko'] }))).toEqual([]);
  });

  it('filters by the other tabs too: room rent, every ticked benefit, portability, waiting, policy period', () => {
    expect(selectHealthPlans(HEALTH_PLANS, pick({ roomRent: ['Up to 1% of cover per day'] }))).toHaveLength(
      1,
    );
    const both = selectHealthPlans(HEALTH_PLANS, pick({ benefits: ['OPD cover', 'Maternity cover'] }));
    expect(names(both)).toEqual(['Star Health Comprehensive', 'Tata AIG Medicare Premier']);
    expect(selectHealthPlans(HEALTH_PLANS, pick({ portability: ['Portability available'] }))).toHaveLength(9);
    expect(
      selectHealthPlans(HEALTH_PLANS, pick({ maternity: ['2'] })).every((p) => p.maternityWaitingYears === 2),
    ).toBe(true);
    expect(selectHealthPlans(FAMILY_HEALTH_PLANS, pick({ disease: ['1'] })).map((p) => p.planName)).toEqual([
      'Prime Senior & Family',
    ]);
    expect(names(selectHealthPlans(HEALTH_PLANS, pick({ period: ['5'] })))).toEqual([
      'SBI General Super Health',
    ]);
  });

  it('applies the chosen sort', () => {
    const low = selectHealthPlans(HEALTH_PLANS, pick({ sort: ['premium-low'] })).map((p) => p.premiumMonthly);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = selectHealthPlans(HEALTH_PLANS, pick({ sort: ['premium-high'] })).map(
      (p) => p.premiumMonthly,
    );
    expect(high).toEqual([...low].reverse());
    const cover = selectHealthPlans(FAMILY_HEALTH_PLANS, pick({ sort: ['cover-high'] })).map(
      (p) => p.coverAmount,
    );
    expect(cover.slice(0, 3)).toEqual(['₹2 Cr', '₹1 Cr', '₹50 Lakh']);
    // by the count each insurer's own site states (HDFC ERGO 16,000+, Star 14,000, Niva Bupa 10,000+, ICICI Lombard
    // 7,500+); the insurers that publish none come last, in the catalogue's order
    const hospitals = selectHealthPlans(FAMILY_HEALTH_PLANS, pick({ sort: ['hospitals-most'] }));
    expect(hospitals.map((p) => [p.companyName, p.cashlessHospitals.count])).toEqual([
      ['HDFC ERGO', 16000],
      ['Star Health', 14000],
      ['Niva Bupa', 10000],
      ['ICICI Lombard', 7500],
      ['Care Health', null],
      ['Aditya Birla Health', null],
      ['Tata AIG', null],
      ['ManipalCigna', null],
      ['Go Digit', null],
      ['Reliance General', null],
    ]);
  });

  it('resets one tab only', () => {
    const filters = pick({ sort: ['premium-low'], cover: ['10-24'], insurer: ['HDFC ERGO'] });
    expect(resetTab(filters, 'cover')).toEqual({ ...filters, cover: [] });
    expect(resetTab(filters, 'sort')).toEqual({ ...filters, sort: ['popularity'] });
  });
});
