import { describe, expect, it } from 'vitest';
import { bookingTotals } from './booking-totals';
import { PROFILE_TRIP, priceTravelPlans } from './travel-pricing';
import { searchCountries, TRAVEL_COUNTRIES } from './travel-country-names';
import {
  activeFilterCount,
  filterTravelPlans,
  MEDICAL_COVER_CHOICES,
  NO_TRAVEL_FILTERS,
  travelFilterChoices,
  visiblePlans,
} from './travel-plan-filters';
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

  it('reveals a counter from 1 to 15 that starts at 6 (spec §4)', () => {
    let state = run({ type: 'choose-more' });
    expect(state).toMatchObject({ mode: 'more', ages: Array(6).fill('') });
    for (let i = 0; i < 5; i += 1) state = travellersReducer(state, { type: 'decrement' });
    expect(state).toMatchObject({ mode: 'more', ages: [''] });
    state = travellersReducer(state, { type: 'decrement' });
    expect(state.ages).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) state = travellersReducer(state, { type: 'increment' });
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
  it('finds a country by the names people type', () => {
    expect(searchCountries('Dubai', [])).toEqual(['United Arab Emirates']);
    expect(searchCountries('uae', [])).toEqual(['United Arab Emirates']);
    expect(searchCountries('USA', [])).toEqual(['United States']);
    // "US" is also inside Australia, Belarus…; the country people mean comes first
    expect(searchCountries('US', [])[0]).toBe('United States');
    expect(searchCountries('America', [])).toEqual(['United States']);
    expect(searchCountries('UK', [])[0]).toBe('United Kingdom');
    expect(searchCountries('England', [])).toEqual(['United Kingdom']);
    expect(searchCountries('Bali', [])).toEqual(['Indonesia']);
    const schengen = searchCountries('Schengen', ['France']);
    expect(schengen).toEqual(expect.arrayContaining(['Germany', 'Italy', 'Switzerland', 'Spain']));
    expect(schengen).not.toContain('France');
    expect(schengen).not.toContain('United Kingdom');
  });
});

const PRICED = priceTravelPlans(TRAVEL_PLANS, PROFILE_TRIP);
const ids = (list: { plan: { id: string } }[]) => list.map((p) => p.plan.id);

describe('travel plan list', () => {
  it('prices all 16 plans and sorts them by the lowest premium for the trip', () => {
    const all = filterTravelPlans(PRICED, NO_TRAVEL_FILTERS);
    expect(all).toHaveLength(16);
    const totals = all.map((p) => p.quote.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // the profile is the catalogue's listed price less its 18% GST (nil since 22/09/2025): Universal Sompo's ₹379
    // is 379 / 1.18 = 321.19 → ₹321, the cheapest
    expect(all[0]).toMatchObject({ plan: { id: 'universal-sompo' }, quote: { total: 321, gst: 0 } });
  });
  it('re-sorts for a couple in their sixties going to the USA for 85 days', () => {
    const trip = { days: 85, region: 'worldwide-incl-us-canada' as const, ages: [66, 68] };
    const all = filterTravelPlans(priceTravelPlans(TRAVEL_PLANS, trip), NO_TRAVEL_FILTERS);
    // Universal Sompo: 379 × 5 (76-90 days) × 2.3 (USA) × 5.2 (61-70) = 22664.2 → ₹22,664 with 18% GST as listed;
    // no GST today: 22664 / 1.18 = 19206.78 → ₹19,207 each
    expect(all[0]).toMatchObject({ plan: { id: 'universal-sompo' }, quote: { total: 2 * 19207, gst: 0 } });
  });
  it('searches insurer and plan names', () => {
    expect(ids(filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, search: 'tata' }))).toEqual([
      'tata-aig-gold',
    ]);
    expect(filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, search: 'voyager' })).toHaveLength(1);
  });
  it('filters by medical cover, disease cover and insurer', () => {
    const big = filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, minMedical: 500000 });
    expect(big.every((p) => p.plan.medical >= 500000)).toBe(true);
    expect(big).toHaveLength(3);
    const disease = filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, diseaseCoverOnly: true });
    expect(disease.every((p) => p.plan.diseaseCover)).toBe(true);
    const two = filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, insurers: ['Digit', 'SBI General'] });
    expect(two.map((p) => p.plan.name)).toEqual(['SBI General', 'Digit']);
    expect(
      activeFilterCount({ ...NO_TRAVEL_FILTERS, minMedical: 100000, insurers: ['Digit', 'SBI General'] }),
    ).toBe(3);
  });
  it('offers only the filter choices some plan of the list has, and what is chosen already', () => {
    const all = travelFilterChoices(PRICED, NO_TRAVEL_FILTERS);
    expect(all.insurers).toEqual([...new Set(TRAVEL_PLANS.map((p) => p.name))].sort());
    expect(all.medical).toEqual(MEDICAL_COVER_CHOICES.map((c) => c.value));
    expect(all.disease).toBe(true);
    for (const value of all.medical) {
      expect(filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, minMedical: value })).not.toEqual([]);
    }
    for (const insurer of all.insurers) {
      expect(filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, insurers: [insurer] })).not.toEqual([]);
    }
    // a list without the $500,000 plans and the disease cover offers neither
    const smaller = PRICED.filter(({ plan }) => plan.medical < 500000 && !plan.diseaseCover);
    const some = travelFilterChoices(smaller, NO_TRAVEL_FILTERS);
    expect(some.medical).not.toContain(500000);
    expect(some.disease).toBe(false);
    expect(some.insurers).toEqual([...new Set(smaller.map(({ plan }) => plan.name))].sort());
    const chosen = travelFilterChoices(smaller, {
      ...NO_TRAVEL_FILTERS,
      minMedical: 500000,
      diseaseCoverOnly: true,
    });
    expect([chosen.medical.includes(500000), chosen.disease]).toEqual([true, true]);
  });
  it('finds nothing for a search no plan matches', () => {
    expect(filterTravelPlans(PRICED, { ...NO_TRAVEL_FILTERS, search: 'no such insurer' })).toEqual([]);
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
  const trip = {
    destinations: ['France', 'Germany'],
    startDate: '2027-03-10',
    endDate: '2027-03-21',
    travellerAges: ['30', '65'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  };
  const plan = TRAVEL_PLANS.find((p) => p.id === 'universal-sompo')!;

  it('prices each traveller by their age on the first day of the trip and sums them', () => {
    // 12 days in Schengen: 379 × 1.5 × 1.35 = 767.475 → ₹767 with 18% GST as listed, 767 / 1.18 = 650.0 → ₹650
    // for the 30-year-old; born 01/01/1962 is 65 on 10/03/2027 (61-70, × 5.2): 3990.87 → ₹3,991 → 3382.20 → ₹3,382.
    // No GST (exempt since 22/09/2025): total ₹4,032.
    const totals = bookingTotals(trip, plan, [{ dob: '15/08/1996' }, { dob: '01/01/1962' }]);
    expect(totals?.perTraveller.map((t) => t.total)).toEqual([650, 3382]);
    expect(totals).toMatchObject({ total: 4032, gst: 0, sumInsured: '$50,000 medical' });
  });

  it('is the price the list shows for the same travellers', () => {
    const listed = priceTravelPlans([plan], { days: 12, region: 'schengen', ages: [30, 65] })[0];
    const booked = bookingTotals(trip, plan, [{ dob: '15/08/1996' }, { dob: '01/01/1962' }]);
    expect(booked?.total).toBe(listed?.quote.total);
  });

  it('waits for every date of birth to be real', () => {
    expect(bookingTotals(trip, plan, [{ dob: '31/02/1990' }])).toBeNull();
  });
});
