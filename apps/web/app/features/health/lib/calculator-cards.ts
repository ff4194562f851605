// This line's calculators on the hub (lib/calculator-card.ts): each quote form's path and its card's icon; the
// cards' words are in calculator-card-words.ts and calculator-card-words.hi.ts.
import { HeartPulse, Users } from 'lucide-react';
import type { CalculatorCard } from '~/lib/calculator-card';

export const CALCULATOR_CARDS: readonly CalculatorCard[] = [
  ['/health-insurance', HeartPulse],
  ['/family-health-insurance', Users],
];
