// Insurers' published claim figures (health claim settlement and incurred claim ratios), each with its year and
// source: facts about the insurers, not rates. Apart from the rate table so a list that shows only these (the
// employee list) does not load the table (bench:bundle).

/**
 * A claim figure with its year and source. `value` null says why there is no number: `not-for-health-alone` when
 * IRDAI's insurer-wise claim settlement figure for a general insurer covers all its lines together and we found no
 * health-only figure; `not-published` when we found no figure of the year the other insurers' figures are of, from
 * a publication we can cite, so we show none rather than copy one we cannot cite or set one of another year beside
 * them.
 */
export interface ClaimFigure {
  value: number | null;
  source: string;
  missing?: 'not-published' | 'not-for-health-alone';
}

/** No figure of `publication`'s year for this insurer that we can cite: we say so and show none. */
const notPublishedIn = (publication: string, note = ''): ClaimFigure => ({
  value: null,
  source: `not published here: we found no ${publication} figure for this insurer to cite${note}`,
  missing: 'not-published',
});
const NOT_FOR_HEALTH_ALONE: ClaimFigure = {
  value: null,
  source:
    'not published for health alone: IRDAI’s insurer-wise claim settlement figure for a general insurer covers all its lines together (motor, travel, health and more), and we found no health-only figure to cite',
  missing: 'not-for-health-alone',
};
const ICR_PUBLICATION = 'IRDAI Annual Report 2024-25 (health, FY 2024-25)';
/**
 * Where we read the FY 2024-25 figures: Business Standard's summary of the IRDAI Annual Report 2024-25 (published
 * 01/01/2026), https://www.business-standard.com/finance/personal-finance/paying-claims-or-pushing-back-what-irdai-data-reveals-about-insurers-126010100580_1.html
 * Its list of private general insurers runs alphabetically; the copy we could read (searched 30/11/2026) gives
 * Acko to ICICI Lombard in full and breaks off at "IFFCO Tokio General Insurance: 83", so every figure it
 * publishes in that part is here, exactly, and IFFCO Tokio's and the insurers after it are not shown.
 */
const ICR_READ_TO =
  'the part of Business Standard’s summary of it (01/01/2026) that we could read, which ends at IFFCO Tokio';
const CSR_PUBLICATION =
  'IRDAI Handbook on Indian Insurance Statistics 2023-24: health claims paid within 3 months of intimation, by number (FY 2023-24)';
const icrFy25 = (value: number): ClaimFigure => ({ value, source: ICR_PUBLICATION });
const settledFy24 = (value: number): ClaimFigure => ({ value, source: CSR_PUBLICATION });
const ICR_NOT_PUBLISHED: ClaimFigure = {
  value: null,
  source: `not shown here: this insurer’s ${ICR_PUBLICATION} figure is not in ${ICR_READ_TO}`,
  missing: 'not-published',
};

/** Our catalogues spell a few insurers two ways; figures are kept under one name. */
const INSURER_ALIASES: Readonly<Record<string, string>> = {
  Digit: 'Go Digit',
  'Chola MS': 'Cholamandalam MS',
};
const canonical = (insurer: string) => INSURER_ALIASES[insurer] ?? insurer;

/**
 * Incurred claim ratio (claims paid and owed against premium earned), per insurer, all of one year (FY 2024-25), so
 * the lists and the compare table never set figures of different years side by side. An insurer not here has none
 * we can cite for that year: "Not published".
 */
export const INCURRED_CLAIM_RATIOS: Readonly<Record<string, ClaimFigure>> = {
  Acko: icrFy25(57.82),
  'HDFC ERGO': icrFy25(84.85),
  'ICICI Lombard': icrFy25(82.24),
  'Bajaj Allianz': icrFy25(87.31),
  'Go Digit': icrFy25(83.78),
  'Cholamandalam MS': icrFy25(73.04),
  'Future Generali': icrFy25(95.29),
  // Listed by the summary, but our copy breaks off after "83": a figure we cannot give exactly is not shown.
  'IFFCO Tokio': {
    value: null,
    source: `not shown here: ${ICR_READ_TO} lists IFFCO Tokio’s ${ICR_PUBLICATION} figure, but our copy breaks off after its first digits (83), so we cannot give it exactly`,
    missing: 'not-published',
  },
  // The Handbook 2023-24 gives Star Health 66.47% for FY 2023-24; set beside the others' FY 2024-25 it would
  // compare two years, and we found no FY 2024-25 figure for it in the stored pages (searched 28/11/2026).
  'Star Health': notPublishedIn(
    ICR_PUBLICATION,
    '; the FY 2023-24 figure is not set beside the others’ FY 2024-25',
  ),
};

/**
 * Standalone health insurers sell only health cover, so IRDAI's claim settlement figure for them is a health
 * figure, all of one year (FY 2023-24). ManipalCigna is one too, but we found no figure of that year for it to cite.
 */
export const HEALTH_CLAIM_SETTLEMENT: Readonly<Record<string, ClaimFigure>> = {
  'Aditya Birla Health': settledFy24(92.97),
  'Care Health': settledFy24(92.77),
  'Niva Bupa': settledFy24(92.02),
  'Star Health': settledFy24(82.31),
};
const STANDALONE_NOT_PUBLISHED = new Set(['ManipalCigna']);

export function incurredClaimRatio(insurer: string): ClaimFigure {
  return INCURRED_CLAIM_RATIOS[canonical(insurer)] ?? ICR_NOT_PUBLISHED;
}

/** Health claim settlement (share of claims paid within 3 months), or why there is no number. */
export function claimSettlementRatio(insurer: string): ClaimFigure {
  const name = canonical(insurer);
  const figure = HEALTH_CLAIM_SETTLEMENT[name];
  if (figure) return figure;
  return STANDALONE_NOT_PUBLISHED.has(name) ? notPublishedIn(CSR_PUBLICATION) : NOT_FOR_HEALTH_ALONE;
}
