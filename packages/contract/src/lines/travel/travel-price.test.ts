import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAVEL_COUNTRIES } from '../../leads/country-names.ts';
import { SCHENGEN_COUNTRIES, TRAVEL_PROFILE_QUOTES } from './travel-rates.ts';
import { quoteTravel, travelRegion, tripDays, type TravelTrip } from './travel-price.ts';

const profile: TravelTrip = { days: 7, region: 'asia', ages: [30] };
/** The last day GST was charged on individual travel cover, and the day the exemption began (22/09/2025). */
const BEFORE_EXEMPTION = new Date(2025, 8, 21);
const EXEMPTION_DAY = new Date(2025, 8, 22);
/** The day the reviewer priced on. */
const TODAY = new Date(2026, 10, 30);

describe('travel prices', () => {
  it('keeps every plan at its listed quote, 18% GST included, for the profile when GST was charged', () => {
    for (const [id, listed] of Object.entries(TRAVEL_PROFILE_QUOTES)) {
      expect(quoteTravel(id, profile, BEFORE_EXEMPTION)?.total, id).toBe(listed);
    }
  });

  it('charges no GST on a trip bought from 22/09/2025: the listed quote less its 18%', () => {
    for (const [id, listed] of Object.entries(TRAVEL_PROFILE_QUOTES)) {
      for (const day of [EXEMPTION_DAY, TODAY]) {
        const quote = quoteTravel(id, profile, day)!;
        expect(quote.gst, id).toBe(0);
        expect(quote.total, id).toBe(Math.round(listed / 1.18));
        expect(quote.perTraveller.every((t) => t.gst === 0)).toBe(true);
      }
    }
  });

  it("prices the reviewer's week in Schengen at 30 on Tata AIG Gold with no GST on 30/11/2026", () => {
    // ₹1,249 × Schengen 1.35 = 1686.15 → ₹1,686 as listed with 18% GST; 1686 / 1.18 = 1428.81 → ₹1,429 before GST.
    const trip: TravelTrip = { days: 7, region: 'schengen', ages: [30] };
    expect(quoteTravel('tata-aig-gold', trip, TODAY)).toMatchObject({
      basePremium: 1429,
      gst: 0,
      total: 1429,
    });
    expect(quoteTravel('tata-aig-gold', trip, BEFORE_EXEMPTION)).toMatchObject({
      basePremium: 1429,
      gst: 257,
      total: 1686,
    });
  });

  it('prices a 12-day Schengen trip for a 65-year-old by hand', () => {
    // Universal Sompo lists ₹379 with GST for the profile. 12 days is the 11-14 band (×1.5), Schengen ×1.35,
    // age 65 is the 61-70 band (×5.2): 379 × 1.5 × 1.35 × 5.2 = 3990.87 → ₹3,991 with 18% GST;
    // before GST 3991 / 1.18 = 3382.20 → ₹3,382, which is the whole premium under the exemption.
    const trip: TravelTrip = { days: 12, region: 'schengen', ages: [65] };
    expect(quoteTravel('universal-sompo', trip, TODAY)).toMatchObject({
      basePremium: 3382,
      gst: 0,
      total: 3382,
      rateVersion: 'travel-2026-12',
    });
    expect(quoteTravel('universal-sompo', trip, BEFORE_EXEMPTION)).toMatchObject({
      basePremium: 3382,
      gst: 609,
      total: 3991,
    });
  });

  it('loads a traveller aged 61 to 70 as the published table does (about 4.8 to 5.7 times up to 40)', () => {
    // Tata AIG Travel Guard without sub-limits (nriol.com): 61-70 against 0-40 is 4.81 (Silver) to 5.74 (Platinum).
    for (const id of Object.keys(TRAVEL_PROFILE_QUOTES)) {
      const young = quoteTravel(id, { days: 30, region: 'worldwide-incl-us-canada', ages: [30] }, TODAY)!;
      const old = quoteTravel(id, { days: 30, region: 'worldwide-incl-us-canada', ages: [65] }, TODAY)!;
      const ratio = old.total / young.total;
      expect(ratio, id).toBeGreaterThanOrEqual(4.8);
      expect(ratio, id).toBeLessThanOrEqual(5.75);
    }
  });

  it('sums the travellers actually going', () => {
    // Tata AIG ₹1,249; 60 days ×3.8, the USA ×2.3. With 18% GST as listed, then before it (the price today):
    // age 30: 1249 × 3.8 × 2.3 = 10916.26 → ₹10,916 → / 1.18 = 9250.85 → ₹9,251;
    // age 45 (41-55, ×1.33): 14518.63 → ₹14,519 → / 1.18 = 12304.24 → ₹12,304; together ₹21,555.
    const quote = quoteTravel(
      'tata-aig-gold',
      { days: 60, region: 'worldwide-incl-us-canada', ages: [30, 45] },
      TODAY,
    );
    expect(quote?.perTraveller.map((t) => t.total)).toEqual([9251, 12304]);
    expect(quote?.total).toBe(21555);
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

  it('counts every Schengen state among our destinations as Schengen, and no other country', () => {
    // The 29 members since Bulgaria and Romania joined fully on 01/01/2025 (25 EU states with Iceland, Liechtenstein,
    // Norway and Switzerland): https://bulgariatravel.org/shengen/, https://turkishindustry.com/author-news/two-countries-officially-joined-the-schengen-area
    const members = [
      ...['Austria', 'Belgium', 'Bulgaria', 'Croatia', 'Czech Republic', 'Denmark', 'Estonia', 'Finland'],
      ...['France', 'Germany', 'Greece', 'Hungary', 'Italy', 'Latvia', 'Lithuania', 'Luxembourg', 'Malta'],
      ...['Netherlands', 'Poland', 'Portugal', 'Romania', 'Slovakia', 'Slovenia', 'Spain', 'Sweden'],
      ...['Iceland', 'Liechtenstein', 'Norway', 'Switzerland'],
    ];
    expect(members).toHaveLength(29);
    const destinations: readonly string[] = TRAVEL_COUNTRIES;
    expect([...SCHENGEN_COUNTRIES].sort()).toEqual(members.filter((m) => destinations.includes(m)).sort());
    for (const member of members.filter((m) => destinations.includes(m)))
      expect(travelRegion([member]), member).toBe('schengen');
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

  it('charges the group exactly the sum of its travellers, GST at 18% on each before 22/09/2025 and none after', () => {
    fc.assert(
      fc.property(
        planId,
        region,
        fc.integer({ min: 1, max: 180 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 15 }),
        fc.constantFrom(BEFORE_EXEMPTION, EXEMPTION_DAY, TODAY),
        (id, r, days, ages, day) => {
          const quote = quoteTravel(id, { days, region: r, ages }, day)!;
          const alone = ages.map((age) => quoteTravel(id, { days, region: r, ages: [age] }, day)!.total);
          expect(quote.total).toBe(alone.reduce((s, t) => s + t, 0));
          const rate = day === BEFORE_EXEMPTION ? 0.18 : 0;
          for (const t of quote.perTraveller) {
            expect(Math.abs(t.gst - t.basePremium * rate)).toBeLessThanOrEqual(1);
            expect(t.total).toBe(t.basePremium + t.gst);
          }
        },
      ),
    );
  });
});
