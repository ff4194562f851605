// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/child-savings': [
    'Child Savings',
    "Save for your child's education in a market-linked plan with life cover for the parent.",
  ],
} satisfies CalculatorCardWords;
