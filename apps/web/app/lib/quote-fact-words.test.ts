// Every fact the engines and the server state about a quote has its words in both languages: each engine that
// states facts (term, travel, employee, home) is run over the inputs its forms and lists can give, with every
// default the server assumes for a kept lead. English is the contract's own (exactly the quote's `assumptions`);
// Hindi must be Devanagari with no English phrase left (three lower-case English words in a row), keeping the
// numbers. A fact code without words fails typecheck (`FactWords`) and here.
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  TERM_PLAN_RATES,
  VEHICLE_MODELS,
  factInEnglish,
  priceTermPlan,
  quoteEmployee,
  quoteTravel,
  type LeadFact,
  type Quote,
  type QuoteFact,
  type TravelRegion,
} from '@bimasetu/contract/rating';
import { HOME_PLANS, priceHome } from '@bimasetu/contract/lines/home';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_PROFILE_PRICES } from '../../../../packages/contract/src/rating/rates/employee';
import { TRAVEL_PROFILE_QUOTES } from '../../../../packages/contract/src/rating/rates/travel';
import { sayFact as english } from './quote-fact-words';
import { FACT_WORDS_HI, sayFact as hindi } from './quote-fact-words.hi';

const today = new Date('2026-11-23T06:00:00Z');

/** Each quote's facts, checked against its English assumptions one for one. */
const factsOf = (quotes: readonly (Quote | null | undefined)[]): QuoteFact[] =>
  quotes.flatMap((quote) => {
    if (!quote) return [];
    expect(quote.facts?.map(factInEnglish)).toEqual(quote.assumptions);
    return quote.facts ?? [];
  });

function termFacts(): QuoteFact[] {
  const planIds = Object.keys(TERM_PLAN_RATES).map(Number).slice(0, 2);
  return factsOf(
    planIds.flatMap((planId) =>
      (['term', 'women-term'] as const).flatMap((line) =>
        [25, 44].flatMap((age) =>
          (['yes', 'no', 'unanswered'] as const).flatMap((tobacco) =>
            (['male', 'female', 'other'] as const).flatMap((gender) =>
              ([2_500_000, 10_000_000, 15_000_000] as const).flatMap((lifeCover) =>
                (['Monthly', 'Quarterly', 'Yearly'] as const).map((mode) => {
                  const priced = priceTermPlan(
                    line,
                    planId,
                    { age, tobacco, gender },
                    { lifeCover, coverTillAge: 65, mode },
                    today,
                  );
                  return priced.accepted ? priced.quote : null;
                }),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

function otherFacts(): QuoteFact[] {
  const employee = EMPLOYEE_COUNT_BANDS.flatMap((band) =>
    EMPLOYEE_COVERAGE.map((coverage) =>
      quoteEmployee(Object.keys(EMPLOYEE_PROFILE_PRICES)[0]!, { band: band.id, coverage: coverage.id }),
    ),
  );
  const travelPlan = Object.keys(TRAVEL_PROFILE_QUOTES)[0]!;
  const regions: TravelRegion[] = [
    'asia',
    'schengen',
    'worldwide-excl-us-canada',
    'worldwide-incl-us-canada',
  ];
  const travel = regions.flatMap((region) =>
    [[35], [30, 65], [8, 40, 70]].flatMap((ages) =>
      [1, 12].map((days) => quoteTravel(travelPlan, { days, region, ages })),
    ),
  );
  const home = (['owner', 'tenant'] as const).flatMap((occupancy) =>
    [0, 300_000, 2_000_000].map((contents) => {
      const priced = priceHome(Object.keys(HOME_PLANS)[0]!, {
        occupancy,
        building: 5_000_000,
        contents,
        valuables: 100_000,
        city: 'Pune',
      });
      return priced.offered ? priced.quote : null;
    }),
  );
  return factsOf([...employee, ...travel, ...home]);
}

function leadFacts(): LeadFact[] {
  const model = VEHICLE_MODELS[0]!;
  return [
    { code: 'term-list-start' },
    { code: 'list-choices' },
    { code: 'health-list-start' },
    { code: 'employee-family' },
    { code: 'motor-new' },
    { code: 'motor-model-assumed', model: `${model.make} ${model.model}` },
    { code: 'motor-plate', model: `${model.make} ${model.model}`, years: 3, zone: 'B' },
    { code: 'motor-bharat-plate', year: 2022, model: `${model.make} ${model.model}`, years: 4, zone: 'A' },
  ];
}

const englishPhrase = /\b[a-z][a-z’'-]*(?:[ ,]+[a-z][a-z’'-]*){2,}\b/;

describe('the facts of a quote in English and Hindi', () => {
  const facts = [...termFacts(), ...otherFacts(), ...leadFacts()];

  it('prices every kind of fact, and each code has Hindi words', () => {
    const codes = new Set(facts.map((f) => f.code));
    expect([...codes].sort()).toEqual(Object.keys(FACT_WORDS_HI).sort());
  });

  it('says each fact in English as the server keeps it and in Hindi with its numbers', () => {
    const said = new Set<string>();
    for (const fact of facts) {
      const en = english(fact);
      if (said.has(en)) continue;
      said.add(en);
      expect(en).toBe(factInEnglish(fact));
      const hi = hindi(fact);
      expect(hi, en).toMatch(/[\u0900-\u097f]/u);
      expect(hi, en).not.toMatch(englishPhrase);
      for (const number of en.match(/\d[\d,.]*\d|\d/g) ?? []) expect(hi, en).toContain(number);
    }
    expect(said.size).toBeGreaterThan(40);
  });

  it('says the examples the screens show', () => {
    const person = {
      code: 'term-person',
      age: 34,
      tobacco: 'yes',
      gender: 'female',
      lifeCover: 15_000_000,
      coverTillAge: 60,
    } as const;
    expect(english(person)).toBe('for a 34-year-old tobacco user woman, ₹1.5 crore till 60');
    expect(hindi(person)).toBe('34 साल की तंबाकू लेने वाली महिला के लिए, ₹1.5 करोड़ का कवर 60 साल की उम्र तक');
    expect(hindi({ code: 'employee-team', coverage: 'employees', band: '1000+' })).toBe(
      'सिर्फ़ कर्मचारी के लिए, 1,000 से ज़्यादा कर्मचारी वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।',
    );
    const trip = { code: 'travel-trip', ages: [8, 30, 65], days: 12, region: 'schengen' } as const;
    expect(english(trip)).toBe('For 3 travellers aged 8, 30 and 65, 12 days, Schengen Europe.');
    expect(hindi(trip)).toBe('3 यात्री (उम्र 8, 30 और 65), 12 दिन, शेंगेन यूरोप के लिए।');
  });
});
