// The calculators reached from the hub: the spec's ten (account spec §2), in its order, then home insurance (a line
// added since, issue 26). Their titles and summaries are in calculator-words.ts, one per language.
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
  '/home-insurance',
] as const;

export type CalculatorPath = (typeof calculatorPaths)[number];
