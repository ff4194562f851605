// The calculator hub's words in English (Hindi: calculator-words.hi.ts); each card's words are its line's
// (features/<line>/lib/calculator-card-words.ts), collected here without naming a line.
import type { CalculatorCardWords } from '~/lib/calculator-card';
import { defineWords, type Wordy } from '~/lib/words';

const cardWords: CalculatorCardWords = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<CalculatorCardWords>('../*/lib/calculator-card-words.ts', {
      eager: true,
      import: 'default',
    }),
  ),
);

const calculatorWords = {
  title: 'Insurance Calculator',
  lead: 'Pick a type of insurance, answer a few questions and compare premiums from our partner insurers. It takes about two minutes and there is no obligation to buy.',
  calculate: 'Calculate premium →',
  /** Each calculator's card: its title and summary, by path, from each line's words. */
  cards: cardWords,
};

export type CalculatorWords = Wordy<typeof calculatorWords>;

declare module '~/lib/words' {
  interface WordBook {
    calculators: CalculatorWords;
  }
}

export default defineWords('en', 'calculators', calculatorWords);
