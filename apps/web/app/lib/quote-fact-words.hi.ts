// What a quote states (its facts, `QuoteFact` in the contract) in Hindi, one word function per fact code, for the
// screens that show a quote after the lists (the application's summary, a tracked request) and the home list.
// Each line's facts have their words in its own folder (features/<line>/lib/<line>-fact-words.hi.ts), collected
// here by their file's name: a new line adds its words file and nothing here. Names (makers, models) stay as written.
// Glossary: docs/hindi-glossary.md.
import { sayWith, type FactWords, type SayFact } from './fact-words';

/** Each line's facts' words, from its own folder, collected without naming a line. */
const LINE_FACTS_HI: Partial<FactWords> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, Partial<FactWords>>>('../features/*/lib/*-fact-words.hi.ts', {
      eager: true,
    }),
  ).flatMap((module) => Object.values(module)),
);

// Every fact a quote states has its words: quote-fact-words.test.ts says each engine's facts in both languages.
export const FACT_WORDS_HI = {
  'list-choices': () => 'प्रीमियम प्लान की सूची में चुने गए विकल्पों पर है, जैसा कार्ड पर दिखा था।',
  ...LINE_FACTS_HI,
} as FactWords;

export const sayFact: SayFact = sayWith(FACT_WORDS_HI);
