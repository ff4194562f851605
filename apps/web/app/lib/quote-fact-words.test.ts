// Every fact the engines and the server state about a quote has its words in both languages: each engine (term,
// travel, employee, home, health, motor, child savings) is run over the inputs its forms and lists can give, with every
// default the server assumes for a kept lead. English is the contract's own (exactly the quote's `assumptions`);
// Hindi must be Devanagari with no English phrase left (three lower-case English words in a row), keeping the
// numbers. A fact code without words fails typecheck (`FactWords`) and here.
import {
  CHILD_INCOME_BANDS,
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  HEALTH_CITY_ZONES,
  HEALTH_PLAN_RATES,
  TERM_PLAN_RATES,
  VEHICLE_MODELS,
  factCodes,
  factInEnglish,
  priceTermPlan,
  projectChildPlan,
  quoteEmployee,
  quoteHealth,
  quoteMotor,
  quoteTravel,
  type MotorKind,
  type Quote,
  type QuoteFact,
  type TravelRegion,
} from '@bimasetu/contract/rating';
import { HOME_PLANS, priceHome } from '@bimasetu/contract/lines/home';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_PROFILE_PRICES } from '../../../../packages/contract/src/lines/employee/employee-rates';
import { MOTOR_PLAN_CALIBRATION } from '../../../../packages/contract/src/lines/motor/motor-rates';
import { TRAVEL_PROFILE_QUOTES } from '../../../../packages/contract/src/lines/travel/travel-rates';
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

function healthFacts(): QuoteFact[] {
  const planId = Object.keys(HEALTH_PLAN_RATES)[0]!;
  const city = Object.keys(HEALTH_CITY_ZONES)[0]!;
  const families = [
    [{ age: 30, child: false }],
    [{ age: 5, child: true }],
    [
      { age: 62, child: false },
      { age: 58, child: false },
      { age: 9, child: true },
    ],
    [
      { age: 40, child: false },
      { age: 12, child: true },
      { age: 8, child: true },
    ],
    [
      { age: 7, child: true },
      { age: 4, child: true },
    ],
  ];
  const quotes = families.flatMap((members) =>
    [city, 'Nowhere Town'].flatMap((where) =>
      [undefined, 10, 150].flatMap((coverLakh) =>
        [1, 2].map((years) => quoteHealth({ planId, members, city: where, coverLakh, years })),
      ),
    ),
  );
  // a list priced at each plan's own cover says so (the engine always states the cover it priced)
  const ownCover: QuoteFact = {
    code: 'health-insured',
    adults: 2,
    children: 1,
    eldest: 41,
    city: 'Pune',
    zone: 'A',
    coverLakh: null,
    years: 1,
  };
  return [...factsOf(quotes), ownCover];
}

function motorFacts(): QuoteFact[] {
  const plans = Object.keys(MOTOR_PLAN_CALIBRATION);
  const models = (['car', 'two-wheeler'] as MotorKind[]).flatMap((kind) =>
    VEHICLE_MODELS.filter((model) => model.kind === kind)
      .slice(0, 6)
      .map((model) => ({ kind, model })),
  );
  return factsOf(
    models.flatMap(({ kind, model }) =>
      [0, 12, 36, 84].flatMap((ageMonths) =>
        plans.map((planId) =>
          quoteMotor(planId, { kind, modelId: model.id, ageMonths, zone: 'A', claimFreeYears: 2 }),
        ),
      ),
    ),
  );
}

function childFacts(): QuoteFact[] {
  return factsOf(
    Object.keys(CHILD_INCOME_BANDS).flatMap((incomeBand) =>
      [30, 46].flatMap((parentAge) =>
        [undefined, 75_000, 120_000].map((yearlyPremium) =>
          projectChildPlan('1', {
            parentAge,
            childAge: 3,
            incomeBand,
            ...(yearlyPremium ? { yearlyPremium } : {}),
          }),
        ),
      ),
    ),
  );
}

/** Every default a kept lead may assume (each line's `*LeadFact` and the list's choices). */
function leadFacts(): QuoteFact[] {
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
  const facts = [
    ...termFacts(),
    ...otherFacts(),
    ...healthFacts(),
    ...motorFacts(),
    ...childFacts(),
    ...leadFacts(),
  ];

  it('has Hindi words for every fact code of every line, and prices the lines it knows', () => {
    // the Hindi words are collected from the lines' folders by file name, so this stands where typecheck did
    expect(Object.keys(FACT_WORDS_HI).sort()).toEqual(factCodes().sort());
    const codes = new Set(facts.map((f) => f.code));
    expect(factCodes()).toEqual(expect.arrayContaining([...codes]));
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
    expect(said.size).toBeGreaterThan(100);
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

  it('says the health, motor and child savings facts as their engines’ sentences did', () => {
    const family = {
      code: 'health-insured',
      adults: 2,
      children: 1,
      eldest: 62,
      city: 'Pune',
      zone: 'A',
      coverLakh: 10,
      years: 2,
    } as const;
    expect(english(family)).toBe(
      'for 2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 2 years',
    );
    expect(hindi(family)).toBe(
      '2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62), Pune (ज़ोन A), ₹10 लाख कवर, 2 साल के लिए',
    );
    const one = {
      ...family,
      adults: 1,
      children: 0,
      eldest: 30,
      city: null,
      zone: 'C',
      coverLakh: null,
      years: 1,
    } as const;
    expect(english(one)).toBe(
      "for 1 adult aged 30 in a city outside our list (zone C), each plan's own cover for 1 year",
    );
    expect(hindi(one)).toBe(
      '1 वयस्क (उम्र 30), हमारी सूची से बाहर का शहर (ज़ोन C), हर प्लान का अपना कवर, 1 साल के लिए',
    );
    expect(hindi({ ...family, adults: 0, children: 2, eldest: 5, coverLakh: 150, years: 3 })).toBe(
      '2 बच्चे (सबसे बड़े सदस्य की उम्र 5), Pune (ज़ोन A), ₹1.5 करोड़ कवर, 3 साल के लिए',
    );
    const car = {
      code: 'motor-vehicle',
      model: 'Maruti Suzuki Swift',
      fuel: 'Petrol',
      cc: 1197,
      years: 3,
      zone: 'A',
      ncbPercent: 25,
      idv: 450_000,
      agreedValue: false,
    } as const;
    expect(english(car)).toBe(
      'For a Maruti Suzuki Swift (petrol, 1197 cc), 3 years old, RTO zone A, 25% no-claim bonus; IDV ₹4,50,000.',
    );
    expect(hindi(car)).toBe(
      'Maruti Suzuki Swift (पेट्रोल, 1197 cc) के लिए: 3 साल पुरानी, RTO ज़ोन A, 25% नो-क्लेम बोनस; IDV ₹4,50,000।',
    );
    const old = { ...car, fuel: 'Diesel', years: 7, idv: 210_000, agreedValue: true } as const;
    expect(english(old)).toBe(
      'For a Maruti Suzuki Swift (diesel, 1197 cc), 7 years old, RTO zone A, 25% no-claim bonus; IDV ₹2,10,000 (over 5 years old: agreed with the insurer).',
    );
    expect(hindi(old)).toBe(
      'Maruti Suzuki Swift (डीज़ल, 1197 cc) के लिए: 7 साल पुरानी, RTO ज़ोन A, 25% नो-क्लेम बोनस; IDV ₹2,10,000 (5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय)।',
    );
    expect(english({ ...car, years: 0 })).toContain('under a year old');
    expect(hindi({ ...car, years: 0 })).toContain('एक साल से कम पुरानी');
    const child = {
      code: 'child-saving',
      parentAge: 35,
      yearlySaving: 120_000,
      years: 13,
      childAgeAtEnd: 18,
    } as const;
    expect(english(child)).toBe(
      'For a 35-year-old parent saving ₹1.2 lakh a year for 13 years, until the child is 18.',
    );
    expect(hindi(child)).toBe(
      '35 साल के माता/पिता के लिए, जो 13 साल तक हर साल ₹1.2 लाख बचाते हैं, जब तक बच्चा 18 साल का न हो जाए।',
    );
  });
});
