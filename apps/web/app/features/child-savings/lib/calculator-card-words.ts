// This line's calculator cards' words in English (Hindi: calculator-card-words.hi.ts), by the card's path.
import type { CalculatorCardWords } from '~/lib/calculator-card';

export default {
  '/child-savings': ['Child Savings', "Plan for your child's education with guaranteed life cover."],
} satisfies CalculatorCardWords;
