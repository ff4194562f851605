// Health claim figures: each column the lists and the compare table show is of one year, with its source, and an
// insurer without a figure of that year we can cite reads "not published" rather than one of another year.
import { describe, expect, it } from 'vitest';
import {
  claimSettlementRatio,
  HEALTH_CLAIM_SETTLEMENT,
  INCURRED_CLAIM_RATIOS,
  incurredClaimRatio,
  type ClaimFigure,
} from './health-rates.ts';

/** The financial years a figure's source names ("FY 2024-25"). */
const yearsOf = (figure: ClaimFigure) => figure.source.match(/FY \d{4}-\d{2}/g) ?? [];

describe.each([
  ['incurred claim ratio', INCURRED_CLAIM_RATIOS, incurredClaimRatio, 'FY 2024-25'],
  ['claim settlement ratio', HEALTH_CLAIM_SETTLEMENT, claimSettlementRatio, 'FY 2023-24'],
] as const)('the %s', (_, table, figureOf, year) => {
  const figures = Object.entries(table);

  it(`gives every number with its source, of one year (${year}), never another beside it`, () => {
    const shown = figures.filter(([, figure]) => figure.value !== null);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const [insurer, figure] of shown) {
      expect(figure.source, insurer).toMatch(/^IRDAI /);
      expect(yearsOf(figure), insurer).toEqual([year]);
      expect(figure.missing, insurer).toBeUndefined();
      expect(figure.value, insurer).toBeGreaterThan(0);
      expect(figure.value, insurer).toBeLessThan(200);
    }
  });

  it('says why there is no number, where there is none', () => {
    for (const [insurer, figure] of figures.filter(([, f]) => f.value === null)) {
      expect(figure.missing, insurer).toBeDefined();
    }
    const unknown = figureOf('An insurer we hold no figure for');
    expect(unknown.value).toBeNull();
    expect(unknown.missing).toBeDefined();
  });
});

describe('health claim figures we cannot cite for the year', () => {
  it('show none for Star Health’s incurred claim ratio rather than its FY 2023-24 one beside FY 2024-25', () => {
    expect(incurredClaimRatio('Star Health')).toMatchObject({ value: null, missing: 'not-published' });
    expect(incurredClaimRatio('Star Health').source).toContain('FY 2023-24 figure is not set beside');
    // its claim settlement figure is of the same year as the other standalone insurers'
    expect(claimSettlementRatio('Star Health')).toMatchObject({ value: 82.31 });
  });

  it('say "not published" for a standalone insurer with no figure, and "not for health alone" for a general one', () => {
    expect(incurredClaimRatio('Niva Bupa')).toMatchObject({ value: null, missing: 'not-published' });
    expect(claimSettlementRatio('ManipalCigna')).toMatchObject({ value: null, missing: 'not-published' });
    expect(claimSettlementRatio('ManipalCigna').source).toContain('FY 2023-24');
    expect(claimSettlementRatio('Tata AIG')).toMatchObject({ value: null, missing: 'not-for-health-alone' });
  });
});

describe('incurred claim ratios of the publication we cite (Business Standard’s summary of IRDAI’s 2024-25 report)', () => {
  it('gives every figure of the part we could read, exactly: Acko 57.82% as well as the six others', () => {
    expect(incurredClaimRatio('Acko')).toMatchObject({
      value: 57.82,
      source: expect.stringMatching(/^IRDAI /),
    });
    expect(
      ['Bajaj Allianz', 'Cholamandalam MS', 'Future Generali', 'Go Digit', 'HDFC ERGO', 'ICICI Lombard'].map(
        (insurer) => incurredClaimRatio(insurer).value,
      ),
    ).toEqual([87.31, 73.04, 95.29, 83.78, 84.85, 82.24]);
  });

  it('does not say the summary has no IFFCO Tokio figure: it lists one our copy breaks off in (83…)', () => {
    const iffco = incurredClaimRatio('IFFCO Tokio');
    expect(iffco).toMatchObject({ value: null, missing: 'not-published' });
    expect(iffco.source).not.toContain('we found no');
    expect(iffco.source).toContain('breaks off after its first digits (83)');
  });
});
