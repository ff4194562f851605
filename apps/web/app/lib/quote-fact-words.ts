// What a quote states (its facts: a code and its values, `QuoteFact` in the contract) in English: the contract's
// own English, the same the server keeps as the quote's `assumptions` (Hindi: quote-fact-words.hi.ts).
import { factInEnglish } from '@bimasetu/contract/rating';
import type { SayFact } from './fact-words';

export const sayFact: SayFact = factInEnglish;
