// The facts a quote states, as codes and values: the person or trip priced, each default assumed and each note on
// the figure. Each language says them from its own words (the web's quote-fact words); `factInEnglish` is the
// English the server keeps beside them (`assumptions`) for the adviser's console and the records written before
// facts. Each line's folder owns its facts (their type and English, `*_FACTS_IN_ENGLISH`), so a page pricing one
// line carries no other's; this module collects them. Every engine states facts; a record kept before its engine
// did has only the English.
import { CHILD_FACTS_IN_ENGLISH } from '../lines/child/child-price.ts';
import { EMPLOYEE_FACTS_IN_ENGLISH } from '../lines/employee/employee-price.ts';
import { HEALTH_FACTS_IN_ENGLISH } from '../lines/health/health-price.ts';
import { HOME_FACTS_IN_ENGLISH } from '../lines/home/home-price.ts';
import { MOTOR_FACTS_IN_ENGLISH } from '../lines/motor/motor-price.ts';
import { TERM_FACTS_IN_ENGLISH } from '../lines/term/term-words.ts';
import { TRAVEL_FACTS_IN_ENGLISH } from '../lines/travel/travel-price.ts';

/** A line's facts in English, one function per code: a code without its English fails typecheck. */
export type FactsInEnglish<F extends { code: string }> = {
  [C in F['code']]: (fact: Extract<F, { code: C }>) => string;
};

/** The one lead default every line with list choices states: the quote is for the choices made on the list. */
export type ListChoicesFact = { code: 'list-choices' };

const SHARED_FACTS_IN_ENGLISH: FactsInEnglish<ListChoicesFact> = {
  'list-choices': () => 'Priced with the choices made on the plan list, as the card showed.',
};

/** Every fact's English, by code: a new line adds its table here, one line (and its facts join `QuoteFact`). */
const IN_ENGLISH = {
  ...TERM_FACTS_IN_ENGLISH,
  ...HEALTH_FACTS_IN_ENGLISH,
  ...MOTOR_FACTS_IN_ENGLISH,
  ...TRAVEL_FACTS_IN_ENGLISH,
  ...CHILD_FACTS_IN_ENGLISH,
  ...EMPLOYEE_FACTS_IN_ENGLISH,
  ...HOME_FACTS_IN_ENGLISH,
  ...SHARED_FACTS_IN_ENGLISH,
};

/** The facts a table says: the union of what its functions take. */
type FactsOf<T> = { [C in keyof T]: T[C] extends (fact: infer F) => string ? F : never }[keyof T];

/** Every fact a quote can state, of every line: the facts `IN_ENGLISH` says. */
export type QuoteFact = FactsOf<typeof IN_ENGLISH>;
export type QuoteFactCode = QuoteFact['code'];

/** A fact in English: what the server keeps as the quote's `assumptions` and the English words say. */
export function factInEnglish(fact: QuoteFact): string {
  return (IN_ENGLISH[fact.code] as (fact: QuoteFact) => string)(fact);
}
