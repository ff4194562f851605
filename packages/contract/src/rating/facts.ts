// The facts a quote states, as codes and values: the person or trip priced, each default assumed and each note on
// the figure. Each language says them from its own words (the web's quote-fact words); `factInEnglish` is the
// English the server keeps beside them (`assumptions`) for the adviser's console and the records written before
// facts. Each line's folder owns its facts (their type and English, `*_FACTS_IN_ENGLISH`, in its `folder.ts`), so a
// page pricing one line carries no other's; this module reads them from the line catalogue and names no line.
// Every engine states facts; a record kept before its engine did has only the English.
import { folderFacts, type FolderFacts } from '../lines/catalogue.ts';

/** A line's facts in English, one function per code: a code without its English fails typecheck. */
export type FactsInEnglish<F extends { code: string }> = {
  [C in F['code']]: (fact: Extract<F, { code: C }>) => string;
};

/** The one lead default every line with list choices states: the quote is for the choices made on the list. */
export type ListChoicesFact = { code: 'list-choices' };

const SHARED_FACTS_IN_ENGLISH: FactsInEnglish<ListChoicesFact> = {
  'list-choices': () => 'Priced with the choices made on the plan list, as the card showed.',
};

/** Every fact's English, by code: each line folder's table (from the line catalogue, lines/catalogue.ts) and the
 * shared one, put together on first use (the catalogue may still be loading its folders when this module is). */
let inEnglish: Readonly<Record<string, (fact: never) => string>> | undefined;

/** The facts a table says: the union of what its functions take (each table of a union on its own). */
type FactsOf<T> = T extends unknown
  ? { [C in keyof T]: T[C] extends (fact: infer F) => string ? F : never }[keyof T]
  : never;

/** Every fact a quote can state, of every line: the facts each folder's English says, and the shared one. */
export type QuoteFact = FactsOf<FolderFacts> | ListChoicesFact;
export type QuoteFactCode = QuoteFact['code'];

/** Every fact code a quote can state, of every line: what each language's words must say (the web's words test). */
export function factCodes(): QuoteFactCode[] {
  inEnglish ??= { ...folderFacts(), ...SHARED_FACTS_IN_ENGLISH };
  return Object.keys(inEnglish) as QuoteFactCode[];
}

/** A fact in English: what the server keeps as the quote's `assumptions` and the English words say. */
export function factInEnglish(fact: QuoteFact): string {
  inEnglish ??= { ...folderFacts(), ...SHARED_FACTS_IN_ENGLISH };
  return (inEnglish[fact.code] as (fact: QuoteFact) => string)(fact);
}
