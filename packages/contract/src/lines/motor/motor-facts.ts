// This line's facts in English (`factInEnglish` collects every line's): apart from the engine (motor-price.ts) so
// the lists, which say only a quote's own "For a …" line, carry none of the lead's defaults (bench:bundle).
import type { FactsInEnglish } from '../../rating/facts.ts';
import { motorFactInEnglish, type MotorFact, type MotorLeadFact } from './motor-price.ts';

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const MOTOR_FACTS_IN_ENGLISH: FactsInEnglish<MotorFact | MotorLeadFact> = {
  'motor-vehicle': motorFactInEnglish,
  'motor-new': () =>
    'A new vehicle: no previous claims, so no no-claim bonus, and priced at its ex-showroom value.',
  'motor-model-assumed': (fact) => `The model is not in our rate table, so it is priced as a ${fact.model}.`,
  'motor-bharat-plate': (fact) =>
    `A Bharat-series plate tells the year of first registration (${fact.year}) but not the model or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`,
  'motor-plate': (fact) =>
    `The plate does not tell the model, the year or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`,
};
