// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/health-insurance': ['Health Insurance', 'Compare cashless hospital cover for you and your family.'],
  '/family-health-insurance': ['Family Health Insurance', 'One floater plan that covers the whole family.'],
} satisfies CalculatorCardWords;
