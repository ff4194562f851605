// Every term claim figure: the insurer's published FY 2022-23 individual death claim ratio, one year for all.
import { describe, expect, it } from 'vitest';
import { TERM_CLAIMS_YEAR, TERM_PLAN_RATES } from './term-rates.ts';

// insurer, ratio as published for FY 2022-23 (by number of claims), who published it
const PUBLISHED: readonly [string, string, 'IBAI' | 'insurer'][] = [
  ['HDFC Life', '99.41%', 'IBAI'],
  ['ICICI Prudential Life', '95.41%', 'IBAI'],
  ['Axis Max Life', '99.51%', 'IBAI'],
  ['Tata AIA Life', '99.01%', 'IBAI'],
  ['Bajaj Allianz Life', '99.06%', 'IBAI'],
  ['SBI Life', '97.14%', 'IBAI'],
  ['LIC', '98.59%', 'IBAI'],
  ['Kotak Life', '98.23%', 'IBAI'],
  ['Aditya Birla Sun Life', '98.12%', 'IBAI'],
  ['PNB MetLife', '99.06%', 'insurer'],
  ['Canara HSBC Life', '99.10%', 'IBAI'],
  ['Edelweiss Life', '99.20%', 'IBAI'],
  ['Bandhan Life', '99.37%', 'IBAI'],
  ['IndiaFirst Life', '97.35%', 'IBAI'],
  ['Ageas Federal Life', '96.86%', 'IBAI'],
  ['Pramerica Life', '98.80%', 'IBAI'],
];

describe('term claim settlement figures', () => {
  it('covers every insurer of the term catalogue', () => {
    const insurers = Object.values(TERM_PLAN_RATES).map((rate) => rate.insurer);
    expect([...new Set(insurers)].sort()).toEqual(PUBLISHED.map(([insurer]) => insurer).sort());
  });

  for (const [insurer, ratio, publisher] of PUBLISHED) {
    it(`${insurer}: ${ratio} in ${TERM_CLAIMS_YEAR}, with its year and source`, () => {
      for (const rate of Object.values(TERM_PLAN_RATES).filter((r) => r.insurer === insurer)) {
        expect(rate.claimSettlement.ratio).toBe(ratio);
        expect(rate.claimSettlement.source.startsWith(`${TERM_CLAIMS_YEAR}, `)).toBe(true);
        expect(rate.claimSettlement.source).toContain(
          publisher === 'IBAI' ? 'Insurance Brokers Association of India' : insurer,
        );
      }
    });
  }
});
