import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAVEL_PROFILE_QUOTES } from './travel-rates.ts';
import { quoteTravel, travelRegion, tripDays, type TravelTrip } from './travel-price.ts';

const profile: TravelTrip = { days: 7, region: 'asia', ages: [30] };

describe('travel prices', () => {
  it('keeps every plan at its listed quote for the profile it was written for', () => {
    for (const [id, listed] of Object.entries(TRAVEL_PROFILE_QUOTES)) {
      expect(quoteTravel(id, profile)?.total, id).toBe(listed);
    }
  });

  it('prices a 12-day Schengen trip for a 65-year-old by hand', () => {
    // Universal Sompo lists ₹379 with GST for the profile. 12 days is the 11-14 band (×1.5), Schengen ×1.35,
    // age 65 is the 61-70 band (×2.7): 379 × 1.5 × 1.35 × 2.7 = 2072.18 → ₹2,072 with GST;
    // before GST 2072 / 1.18 = 1755.93 → ₹1,756, so GST is 2072 − 1756 = ₹316.
    const quote = quoteTravel('universal-sompo', { days: 12, region: 'schengen', ages: [65] });
    expect(quote).toMatchObject({ basePremium: 1756, gst: 316, total: 2072, rateVersion: 'travel-2026-11' });
  });

  it('sums the travellers actually going', () => {
    // Tata AIG ₹1,249; 60 days ×3.8, the USA ×2.3.
    // age 30: 1249 × 3.8 × 2.3 = 10916.26 → ₹10,916; age 45 (×1.3): 14191.14 → ₹14,191; together ₹25,107
    const quote = quoteTravel('tata-aig-gold', {
      days: 60,
      region: 'worldwide-incl-us-canada',
      ages: [30, 45],
    });
    expect(quote?.perTraveller.map((t) => t.total)).toEqual([10916, 14191]);
    expect(quote?.total).toBe(25107);
    expect(quote?.assumptions[0]).toBe(
      'For 2 travellers aged 30 and 45, 60 days, worldwide including the USA and Canada.',
    );
  });

  it('knows no plan it holds no rates for', () => {
    expect(quoteTravel('no-such-plan', profile)).toBeNull();
  });

  it('counts both the first and the last day of a trip', () => {
    expect(tripDays('2026-12-01', '2026-12-07')).toBe(7);
    expect(tripDays('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('prices a trip in the widest region any destination needs', () => {
    expect(travelRegion(['Thailand', 'Singapore'])).toBe('asia');
    expect(travelRegion(['France', 'Italy'])).toBe('schengen');
    expect(travelRegion(['France', 'United Kingdom'])).toBe('worldwide-excl-us-canada');
    expect(travelRegion(['Japan', 'Canada'])).toBe('worldwide-incl-us-canada');
  });

  const planId = fc.constantFrom(...Object.keys(TRAVEL_PROFILE_QUOTES));
  const region = fc.constantFrom(
    'asia' as const,
    'schengen' as const,
    'worldwide-excl-us-canada' as const,
    'worldwide-incl-us-canada' as const,
  );
  const total = (id: string, trip: TravelTrip) => quoteTravel(id, trip)?.total ?? Number.NaN;

  it('never charges less for a longer trip', () => {
    fc.assert(
      fc.property(
        planId,
        region,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 179 }),
        fc.integer({ min: 1, max: 180 }),
        (id, r, age, a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          expect(total(id, { days: long, region: r, ages: [age] })).toBeGreaterThanOrEqual(
            total(id, { days: short, region: r, ages: [age] }),
          );
        },
      ),
    );
  });

  it('never charges an older traveller less', () => {
    fc.assert(
      fc.property(
        planId,
        region,
        fc.integer({ min: 1, max: 180 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (id, r, days, a, b) => {
          const [young, old] = a <= b ? [a, b] : [b, a];
          expect(total(id, { days, region: r, ages: [old] })).toBeGreaterThanOrEqual(
            total(id, { days, region: r, ages: [young] }),
          );
        },
      ),
    );
  });

  it('charges the group exactly the sum of its travellers, GST at 18% on each (to the rupee)', () => {
    fc.assert(
      fc.property(
        planId,
        region,
        fc.integer({ min: 1, max: 180 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 15 }),
        (id, r, days, ages) => {
          const quote = quoteTravel(id, { days, region: r, ages })!;
          const alone = ages.map((age) => total(id, { days, region: r, ages: [age] }));
          expect(quote.total).toBe(alone.reduce((s, t) => s + t, 0));
          for (const t of quote.perTraveller)
            expect(Math.abs(t.gst - t.basePremium * 0.18)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
