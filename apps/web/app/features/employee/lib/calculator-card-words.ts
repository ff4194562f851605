// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/employee-health-insurance': [
    'Employee Health Insurance',
    'Group health cover for your team, with one policy for everyone.',
  ],
} satisfies CalculatorCardWords;
