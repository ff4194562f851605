// A quote's facts said by a table of word functions, one per fact code (`QuoteFact` in the contract): a code
// without its words fails typecheck. The tables: quote-fact-words.ts (English) and quote-fact-words.hi.ts.
import type { QuoteFact } from '@bimasetu/contract/rating';

export type SayFact = (fact: QuoteFact) => string;

export type FactWords = { [C in QuoteFact['code']]: (fact: Extract<QuoteFact, { code: C }>) => string };

/** A fact said by the words of its own code. */
export const sayWith =
  (words: FactWords): SayFact =>
  (fact) =>
    (words[fact.code] as (f: QuoteFact) => string)(fact);
