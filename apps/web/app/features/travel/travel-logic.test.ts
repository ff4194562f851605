import { describe, expect, it } from 'vitest';
import { bookingTotals } from './booking-totals';
import { searchCountries, TRAVEL_COUNTRIES } from './travel-countries';
import { activeFilterCount, filterTravelPlans, NO_TRAVEL_FILTERS, visiblePlans } from './travel-plan-filters';
import { TRAVEL_PLANS } from './travel-plans';
import {
  INITIAL_TRAVELLERS,
  travellersLabel,
  travellersReducer,
  type TravellersState,
} from './travellers-reducer';

describe('travellers modal', () => {
  const run = (...actions: Parameters<typeof travellersReducer>[1][]) =>
    actions.reduce<TravellersState>(travellersReducer, INITIAL_TRAVELLERS);

  it('offers 1 to 5 and resets every age when the count changes', () => {
    const state = run(
      { type: 'choose-count', count: 3 },
      { type: 'set-age', index: 0, age: '40' },
      { type: 'choose-count', count: 2 },
    );
    expect(state.ages).toEqual(['', '']);
  });

  it('reveals a counter from 6 that stops at 15 and never goes below 6', () => {
    let state = run({ type: 'choose-more' });
    expect(state).toMatchObject({ mode: 'more', ages: Array(6).fill('') });
    state = travellersReducer(state, { type: 'decrement' });
    expect(state.ages).toHaveLength(6);
    for (let i = 0; i < 12; i += 1) state = travellersReducer(state, { type: 'increment' });
    expect(state.ages).toHaveLength(15);
  });

  it('empties the ages on each counter step', () => {
    const state = run(
      { type: 'choose-more' },
      { type: 'set-age', index: 5, age: '70' },
      { type: 'increment' },
    );
    expect(state.ages).toEqual(Array(7).fill(''));
  });

  it('lets the counter do nothing in quick mode', () => {
    const state = run({ type: 'choose-count', count: 2 }, { type: 'increment' });
    expect(state.ages).toHaveLength(2);
  });

  it('reveals the checklist only after Yes and clears it on No', () => {
    let state = run({ type: 'choose-count', count: 3 }, { type: 'toggle-condition', index: 1 });
    expect(state.withCondition).toEqual([]);
    state = run(
      { type: 'choose-count', count: 3 },
      { type: 'answer-condition', hasCondition: true },
      { type: 'toggle-condition', index: 2 },
      { type: 'toggle-condition', index: 0 },
    );
    expect(state.withCondition).toEqual([0, 2]);
    expect(travellersReducer(state, { type: 'toggle-condition', index: 2 }).withCondition).toEqual([0]);
    expect(travellersReducer(state, { type: 'answer-condition', hasCondition: false }).withCondition).toEqual(
      [],
    );
  });

  it('forgets who was ticked when the count changes', () => {
    const state = run(
      { type: 'choose-count', count: 3 },
      { type: 'answer-condition', hasCondition: true },
      { type: 'toggle-condition', index: 2 },
      { type: 'choose-count', count: 4 },
    );
    expect(state.withCondition).toEqual([]);
    expect(state.hasCondition).toBe(true);
  });

  it('labels the count', () => {
    expect(travellersLabel(1)).toBe('1 Traveller');
    expect(travellersLabel(6)).toBe('6 Travellers');
  });
});

describe('destination search', () => {
  it('holds about 110 countries', () => {
    expect(TRAVEL_COUNTRIES.length).toBeGreaterThanOrEqual(105);
    expect(TRAVEL_COUNTRIES.length).toBeLessThanOrEqual(120);
    expect(new Set(TRAVEL_COUNTRIES).size).toBe(TRAVEL_COUNTRIES.length);
  });
  it('matches part of a name and leaves out chosen countries', () => {
    expect(searchCountries('land', ['Thailand'])).toEqual(
      expect.arrayContaining(['Finland', 'Iceland', 'Switzerland']),
    );
    expect(searchCountries('land', ['Thailand'])).not.toContain('Thailand');
    expect(searchCountries('zzz', [])).toEqual([]);
  });
});

describe('travel plan list', () => {
  it('has 16 plans sorted by lowest premium', () => {
    const all = filterTravelPlans(TRAVEL_PLANS, NO_TRAVEL_FILTERS);
    expect(all).toHaveLength(16);
    expect(all.map((p) => p.premium)).toEqual([...TRAVEL_PLANS.map((p) => p.premium)].sort((a, b) => a - b));
  });
  it('searches insurer and plan names', () => {
    expect(
      filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, search: 'tata' }).map((p) => p.id),
    ).toEqual(['tata-aig-gold']);
    expect(filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, search: 'voyager' })).toHaveLength(1);
  });
  it('filters by medical cover, disease cover and insurer', () => {
    const big = filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, minMedical: 500000 });
    expect(big.every((p) => p.medical >= 500000)).toBe(true);
    expect(big).toHaveLength(3);
    const disease = filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, diseaseCoverOnly: true });
    expect(disease.every((p) => p.diseaseCover)).toBe(true);
    const two = filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, insurers: ['Digit', 'SBI General'] });
    expect(two.map((p) => p.name)).toEqual(['SBI General', 'Digit']);
    expect(
      activeFilterCount({ ...NO_TRAVEL_FILTERS, minMedical: 100000, insurers: ['Digit', 'SBI General'] }),
    ).toBe(3);
  });
  it('finds nothing for a search no plan matches', () => {
    expect(filterTravelPlans(TRAVEL_PLANS, { ...NO_TRAVEL_FILTERS, search: 'no such insurer' })).toEqual([]);
  });
  it('shows 6 at a time with Load More', () => {
    expect(visiblePlans(TRAVEL_PLANS, 1)).toMatchObject({ hasMore: true });
    expect(visiblePlans(TRAVEL_PLANS, 1).shown).toHaveLength(6);
    expect(visiblePlans(TRAVEL_PLANS, 2).shown).toHaveLength(12);
    expect(visiblePlans(TRAVEL_PLANS, 3)).toMatchObject({ hasMore: false });
    expect(visiblePlans(TRAVEL_PLANS, 3).shown).toHaveLength(16);
    expect(visiblePlans(TRAVEL_PLANS.slice(0, 6), 1).hasMore).toBe(false);
  });
});

describe('booking totals', () => {
  it('charges 4189 per traveller with GST included and writes the sum insured with Indian grouping', () => {
    expect(bookingTotals(1)).toEqual({
      travellers: 1,
      perTraveller: 4189,
      total: 4189,
      sumInsured: '₹25,00,000',
      gstIncluded: true,
    });
    expect(bookingTotals(3).total).toBe(12567);
    expect(bookingTotals(15).total).toBe(62835);
  });
});
