// Every IRDAI source a health claim figure is shown with has its Hindi saying, and the employee list's and the
// health words say it: a new or reworded source in the contract fails here until it is said in Hindi too.
import { HEALTH_CLAIM_SETTLEMENT, INCURRED_CLAIM_RATIOS } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { claimFigureSaid } from '~/lib/claim-figure-words';
import { CLAIM_SOURCES_HI } from '~/lib/claim-sources.hi';
import { loadedWords } from '~/lib/words';

const figures = [...Object.values(INCURRED_CLAIM_RATIOS), ...Object.values(HEALTH_CLAIM_SETTLEMENT)].filter(
  (f) => f.value !== null,
);

describe('health claim figures’ sources in Hindi', () => {
  it('finds the figures with a number', () => {
    expect(figures.length).toBeGreaterThanOrEqual(10);
  });

  it('has a Hindi saying for every source, keeping its title and years', () => {
    for (const { source } of new Set(figures)) {
      const hi = CLAIM_SOURCES_HI[source];
      expect(hi, source).toMatch(/[\u0900-\u097f]/u);
      expect(hi!.startsWith(source.split(/[:(]/)[0]!.trim()), source).toBe(true);
      for (const year of source.match(/\d{4}-\d{2}/g) ?? []) expect(hi, source).toContain(year);
    }
  });

  it('is how the Hindi lists say a figure, while English keeps the source as published', () => {
    const said = (locale: 'en' | 'hi') =>
      claimFigureSaid({
        ...loadedWords(locale).lists!,
        claimSource: loadedWords(locale).employee!.claimSource,
      });
    const en = said('en');
    const hi = said('hi');
    for (const figure of figures) {
      expect(en.withSource(figure)).toBe(`${figure.value}% (${figure.source})`);
      expect(hi.withSource(figure)).toBe(`${figure.value}% (${CLAIM_SOURCES_HI[figure.source]})`);
    }
  });
});
