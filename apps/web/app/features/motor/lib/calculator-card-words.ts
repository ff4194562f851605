// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/car-insurance': ['Car Insurance', 'Enter your car number to compare own-damage and third-party plans.'],
  '/twowheeler-insurance': [
    'Two-Wheeler Insurance',
    'Renew or buy cover for your bike or scooter in minutes.',
  ],
} satisfies CalculatorCardWords;
