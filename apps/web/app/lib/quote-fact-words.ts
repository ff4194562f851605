// What a quote states (its facts: a code and its values, `QuoteFact` in the contract) in English: the contract's
// own English, the same the server keeps as the quote's `assumptions` (Hindi: quote-fact-words.hi.ts).
import { factInEnglish, type QuoteFact } from '@bimasetu/contract/rating';

export type SayFact = (fact: QuoteFact) => string;

/** One word function per fact code: a code without its words fails typecheck. */
export type FactWords = { [C in QuoteFact['code']]: (fact: Extract<QuoteFact, { code: C }>) => string };

export const sayFact: SayFact = factInEnglish;

/** A fact said by the words of its own code. */
export const sayWith =
  (words: FactWords): SayFact =>
  (fact) =>
    (words[fact.code] as (f: QuoteFact) => string)(fact);
