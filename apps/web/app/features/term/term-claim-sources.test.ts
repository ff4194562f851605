// Every source a term card or the term compare shows a claim figure with has its Hindi saying (the year kept), and
// the Hindi list says it: a new or reworded source in the term rate table fails here until it is said in Hindi.
import { TERM_PLAN_RATES } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import hi from './term-list-words.hi';

describe('term claim figures’ sources in Hindi', () => {
  const sources = new Set(Object.values(TERM_PLAN_RATES).map((rate) => rate.claimSettlement.source));

  it('has a Hindi saying for every source a term card shows, keeping its year, and the Hindi list says it', () => {
    expect(sources.size).toBeGreaterThanOrEqual(2);

    for (const source of sources) {
      const said = hi.claimSource(source);
      expect(said, source).toMatch(/[\u0900-\u097f]/u);
      for (const year of source.match(/\d{4}-\d{2}/g) ?? []) expect(said, source).toContain(year);
    }
  });
});
