// The calculator hub's words in English (Hindi: calculator-words.hi.ts).
import { defineWords, type Wordy } from '~/lib/words';
import type { CalculatorPath } from './calculators';

const calculatorWords = {
  title: 'Insurance Calculator',
  lead: 'Pick a type of insurance, answer a few questions and compare premiums from our partner insurers. It takes about two minutes and there is no obligation to buy.',
  calculate: 'Calculate premium →',
  cards: {
    '/term-insurance': [
      'Term Insurance',
      'Find the life cover your family needs and what it costs each month.',
    ],
    '/health-insurance': ['Health Insurance', 'Compare cashless hospital cover for you and your family.'],
    '/car-insurance': ['Car Insurance', 'Enter your car number to compare own-damage and third-party plans.'],
    '/twowheeler-insurance': [
      'Two-Wheeler Insurance',
      'Renew or buy cover for your bike or scooter in minutes.',
    ],
    '/travel-insurance': ['Travel Insurance', 'Medical and baggage cover for trips abroad.'],
    '/nri-term-insurance': [
      'NRI Term Insurance',
      'Term plans for Indians living abroad, with cover in rupees.',
    ],
    '/family-health-insurance': ['Family Health Insurance', 'One floater plan that covers the whole family.'],
    '/women-term-insurance': ['Women Term Insurance', 'Term plans with lower premiums and offers for women.'],
    '/child-savings': ['Child Savings', "Plan for your child's education with guaranteed life cover."],
    '/employee-health-insurance': [
      'Employee Health Insurance',
      'Group health cover for your team, with one policy for everyone.',
    ],
    '/home-insurance': [
      'Home Insurance',
      'Cover for your home and what is in it, on the standard Bharat Griha Raksha policy.',
    ],
  } satisfies Record<CalculatorPath, [string, string]>,
};

export type CalculatorWords = Wordy<typeof calculatorWords>;

declare module '~/lib/words' {
  interface WordBook {
    calculators: CalculatorWords;
  }
}

export default defineWords('en', 'calculators', calculatorWords);
