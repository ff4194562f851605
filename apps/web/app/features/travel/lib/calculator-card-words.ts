// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/travel-insurance': ['Travel Insurance', 'Medical and baggage cover for trips abroad.'],
} satisfies CalculatorCardWords;
