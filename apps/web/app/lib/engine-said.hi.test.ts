// Every sentence the health, motor and child savings engines still write about a quote is said in Hindi: each
// engine is run over the inputs its forms and lists can give, and each sentence must come back in Devanagari with
// no English phrase left (three lower-case English words in a row), keeping its numbers. (The other engines and
// the server state facts: quote-fact-words.test.ts.)
import {
  CHILD_INCOME_BANDS,
  HEALTH_CITY_ZONES,
  HEALTH_PLAN_RATES,
  VEHICLE_MODELS,
  projectChildPlan,
  quoteHealth,
  quoteMotor,
  type MotorKind,
} from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { MOTOR_PLAN_CALIBRATION } from '../../../../packages/contract/src/rating/rates/motor';
import { engineLineHi } from './engine-said.hi';

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

function childLines(): string[] {
  return Object.keys(CHILD_INCOME_BANDS).flatMap((incomeBand) =>
    [30, 46].flatMap(
      (parentAge) => projectChildPlan('1', { parentAge, childAge: 3, incomeBand })?.assumptions ?? [],
    ),
  );
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

  it('says every child savings sentence', () => {
    const child = childLines();
    expect(new Set(child).size).toBeGreaterThanOrEqual(6);
    expectSaid(child);
  });

  it('leaves a sentence of a shape it does not know as written', () => {
    expect(engineLineHi('Something new the engine says.')).toBe('Something new the engine says.');
  });
});
