// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/home-insurance': [
    'Home Insurance',
    'Cover for your home and what is in it, on the standard Bharat Griha Raksha policy.',
  ],
} satisfies CalculatorCardWords;
