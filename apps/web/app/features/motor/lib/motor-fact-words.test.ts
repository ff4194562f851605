// A new vehicle's facts in Hindi say what the English says, with its numbers: the IDV's 5% and the bundled
// policy's years and third-party premium (quote-fact-words.test.ts runs no new vehicle's bundled quote).
import { factInEnglish, quoteMotor } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { sayFact as hindi } from '~/lib/quote-fact-words.hi';

const englishPhrase = /\b[a-z][a-z’'-]*(?:[ ,]+[a-z][a-z’'-]*){2,}\b/;

describe('a new vehicle’s facts in Hindi', () => {
  const car = quoteMotor('car-1', {
    kind: 'car',
    modelId: 'maruti-swift',
    ageMonths: 0,
    zone: 'A',
    claimFreeYears: 0,
    newVehicle: true,
  })!;
  const bike = quoteMotor('two-wheeler-1', {
    kind: 'two-wheeler',
    modelId: 'honda-activa-6g',
    ageMonths: 0,
    zone: 'B',
    claimFreeYears: 0,
    newVehicle: true,
  })!;

  it('says the bundled policy and the new vehicle’s IDV with every number the English has', () => {
    const facts = [...car.facts, ...bike.facts, { code: 'motor-new' as const }];
    expect(facts.map((f) => f.code)).toEqual([
      'motor-vehicle',
      'motor-bundled',
      'motor-vehicle',
      'motor-bundled',
      'motor-new',
    ]);
    for (const fact of facts) {
      const en = factInEnglish(fact);
      const hi = hindi(fact);
      expect(hi, en).toMatch(/[\u0900-\u097f]/u);
      expect(hi, en).not.toMatch(englishPhrase);
      for (const number of en.match(/\d[\d,.]*\d|\d/g) ?? []) expect(hi, en).toContain(number);
    }
    expect(hindi(car.facts[1]!)).toContain('थर्ड-पार्टी 3 साल का (₹10,640');
    expect(hindi(bike.facts[1]!)).toContain('नई टू-व्हीलर');
    expect(hindi(bike.facts[1]!)).toContain('थर्ड-पार्टी 5 साल का (₹3,851');
    expect(hindi({ code: 'motor-new' })).not.toContain('एक्स-शोरूम कीमत पर है');
  });
});
