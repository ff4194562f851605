// The ten calculators reached from the hub (account spec §2), in the spec's order. Their titles and summaries
// are in calculator-words.ts, one per language.
export const calculatorPaths = [
  '/term-insurance',
  '/health-insurance',
  '/car-insurance',
  '/twowheeler-insurance',
  '/travel-insurance',
  '/nri-term-insurance',
  '/family-health-insurance',
  '/women-term-insurance',
  '/child-savings',
  '/employee-health-insurance',
] as const;

export type CalculatorPath = (typeof calculatorPaths)[number];
