// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/term-insurance': [
    'Term Insurance',
    'Find the life cover your family needs and what it costs each month.',
  ],
  '/nri-term-insurance': [
    'NRI Term Insurance',
    'Term plans for Indians living abroad, with cover in rupees.',
  ],
  '/women-term-insurance': ['Women Term Insurance', 'Term plans with lower premiums and offers for women.'],
} satisfies CalculatorCardWords;
