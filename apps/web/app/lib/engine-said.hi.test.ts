// Every sentence the rating engines and the server write about a quote is said in Hindi: each engine is run over
// the inputs its forms and lists can give, and each sentence must come back in Devanagari with no English phrase
// left (three lower-case English words in a row), keeping its numbers. A new sentence fails here until it is said.
import {
  CHILD_INCOME_BANDS,
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  HEALTH_CITY_ZONES,
  HEALTH_PLAN_RATES,
  TERM_PLAN_RATES,
  VEHICLE_MODELS,
  priceTermPlan,
  projectChildPlan,
  quoteEmployee,
  quoteHealth,
  quoteMotor,
  quoteTravel,
  type MotorKind,
  type TravelRegion,
} from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_PROFILE_PRICES } from '../../../../packages/contract/src/rating/rates/employee';
import { MOTOR_PLAN_CALIBRATION } from '../../../../packages/contract/src/rating/rates/motor';
import { TRAVEL_PROFILE_QUOTES } from '../../../../packages/contract/src/rating/rates/travel';
import { leadQuoteWords } from '@bimasetu/contract/lines';
import { engineLineHi } from './engine-said.hi';

const today = new Date('2026-11-23T06:00:00Z');

function termLines(): string[] {
  const planIds = Object.keys(TERM_PLAN_RATES).map(Number).slice(0, 2);
  return planIds.flatMap((planId) =>
    (['term', 'women-term'] as const).flatMap((line) =>
      [25, 44].flatMap((age) =>
        (['yes', 'no', 'unanswered'] as const).flatMap((tobacco) =>
          (['male', 'female', 'other'] as const).flatMap((gender) =>
            ([2_500_000, 10_000_000, 15_000_000] as const).flatMap((lifeCover) =>
              (['Monthly', 'Quarterly', 'Yearly'] as const).flatMap((mode) => {
                const priced = priceTermPlan(
                  line,
                  planId,
                  { age, tobacco, gender },
                  { lifeCover, coverTillAge: 65, mode },
                  today,
                );
                return priced.accepted ? priced.quote.assumptions : [];
              }),
            ),
          ),
        ),
      ),
    ),
  );
}

function healthLines(): string[] {
  const planId = Object.keys(HEALTH_PLAN_RATES)[0]!;
  const city = Object.keys(HEALTH_CITY_ZONES)[0]!;
  const families = [
    [{ age: 30, child: false }],
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
  ];
  return families.flatMap((members) =>
    [city, 'Nowhere Town'].flatMap((where) =>
      [undefined, 10, 100].flatMap((coverLakh) =>
        [1, 2].flatMap(
          (years) => quoteHealth({ planId, members, city: where, coverLakh, years })?.assumptions ?? [],
        ),
      ),
    ),
  );
}

function motorLines(): string[] {
  const plans = Object.keys(MOTOR_PLAN_CALIBRATION);
  return (['car', 'two-wheeler'] as MotorKind[]).flatMap((kind) =>
    VEHICLE_MODELS.slice(0, 40).flatMap((model) =>
      [0, 12, 36, 84].flatMap((ageMonths) =>
        plans.flatMap(
          (planId) =>
            quoteMotor(planId, { kind, modelId: model.id, ageMonths, zone: 'A', claimFreeYears: 2 })
              ?.assumptions ?? [],
        ),
      ),
    ),
  );
}

function otherLines(): Record<'child' | 'employee' | 'travel', string[]> {
  const child = Object.keys(CHILD_INCOME_BANDS).flatMap((incomeBand) =>
    [30, 46].flatMap(
      (parentAge) => projectChildPlan('1', { parentAge, childAge: 3, incomeBand })?.assumptions ?? [],
    ),
  );
  const employee = EMPLOYEE_COUNT_BANDS.flatMap((band) =>
    EMPLOYEE_COVERAGE.flatMap(
      (coverage) =>
        quoteEmployee(Object.keys(EMPLOYEE_PROFILE_PRICES)[0]!, { band: band.id, coverage: coverage.id })
          ?.assumptions ?? [],
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
      [1, 12].flatMap((days) => quoteTravel(travelPlan, { days, region, ages })?.assumptions ?? []),
    ),
  );
  return { child, employee, travel };
}

function serverLines(): string[] {
  const model = VEHICLE_MODELS[0]!;
  return [
    leadQuoteWords.termChoice,
    leadQuoteWords.listChoices,
    leadQuoteWords.healthChoice,
    leadQuoteWords.employeeFamily,
    ...leadQuoteWords.motorNew(null),
    ...leadQuoteWords.motorNew(model.id),
    ...leadQuoteWords.motorPlate({
      kind: 'car',
      modelId: model.id,
      ageMonths: 36,
      zone: 'B',
      claimFreeYears: 0,
    }),
    ...leadQuoteWords.motorBharatPlate(
      { kind: 'two-wheeler', modelId: model.id, ageMonths: 48, zone: 'A', claimFreeYears: 0 },
      2022,
    ),
  ];
}

const englishPhrase = /\b[a-z][a-z’'-]*(?:[ ,]+[a-z][a-z’'-]*){2,}\b/;

function expectSaid(lines: readonly string[]) {
  for (const english of new Set(lines)) {
    const hindi = engineLineHi(english);
    expect(hindi, english).toMatch(/[\u0900-\u097f]/u);
    expect(hindi, english).not.toMatch(englishPhrase);
    for (const number of english.match(/\d[\d,.]*\d|\d/g) ?? []) expect(hindi, english).toContain(number);
  }
}

describe('the engines’ sentences in Hindi', () => {
  it('says every term sentence', () => {
    const lines = termLines();
    expect(new Set(lines).size).toBeGreaterThan(10);
    expectSaid(lines);
    expect(engineLineHi('for a 34-year-old tobacco user woman, ₹1.5 crore till 60')).toBe(
      '34 साल की तंबाकू लेने वाली महिला के लिए, ₹1.5 करोड़ का कवर 60 साल की उम्र तक',
    );
  });

  it('says every health sentence', () => {
    const lines = healthLines();
    expect(new Set(lines).size).toBeGreaterThan(10);
    expectSaid(lines);
    expect(engineLineHi('for 2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 2 years')).toBe(
      '2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62), Pune (ज़ोन A), ₹10 लाख कवर, 2 साल के लिए',
    );
  });

  it('says every motor sentence', () => {
    const lines = motorLines();
    expect(new Set(lines).size).toBeGreaterThan(10);
    expectSaid(lines);
  });

  it('says every child, employee and travel sentence', () => {
    const { child, employee, travel } = otherLines();
    expect(new Set(child).size).toBeGreaterThanOrEqual(6);
    expect(new Set(employee).size).toBe(EMPLOYEE_COUNT_BANDS.length * EMPLOYEE_COVERAGE.length);
    expect(new Set(travel).size).toBeGreaterThanOrEqual(20);
    expectSaid([...child, ...employee, ...travel]);
    expect(
      engineLineHi('For employees only, a team of More than 1,000 employees, per employee per year.'),
    ).toBe('सिर्फ़ कर्मचारी के लिए, 1,000 से ज़्यादा कर्मचारी वाली टीम, हर कर्मचारी के लिए प्रति वर्ष।');
    expect(engineLineHi('For 3 travellers aged 8, 30 and 65, 12 days, Schengen Europe.')).toBe(
      '3 यात्री (उम्र 8, 30 और 65), 12 दिन, शेंगेन यूरोप के लिए।',
    );
  });

  it('says every default the server assumes for a kept lead', () => {
    expectSaid(serverLines());
  });

  it('leaves a sentence of a shape it does not know as written', () => {
    expect(engineLineHi('Something new the engine says.')).toBe('Something new the engine says.');
  });
});
