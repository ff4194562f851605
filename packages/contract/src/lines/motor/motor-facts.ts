// This line's facts in English (`factInEnglish` collects every line's): apart from the engine (motor-price.ts) so
// the lists, which say only a quote's own "For a …" line, carry none of the lead's defaults (bench:bundle).
import type { FactsInEnglish } from '../../rating/facts.ts';
import {
  motorBundledInEnglish,
  motorFactInEnglish,
  type MotorFact,
  type MotorLeadFact,
} from './motor-price.ts';

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const MOTOR_FACTS_IN_ENGLISH: FactsInEnglish<MotorFact | MotorLeadFact> = {
  'motor-vehicle': motorFactInEnglish,
  'motor-bundled': motorBundledInEnglish,
  // IDV up to 6 months old is the ex-showroom price less IRDAI's 5% depreciation (DEPRECIATION_BANDS), times each
  // plan's own IDV share (its listed IDV against that base for the profile: 0.89 to 1.06 for cars)
  'motor-new': () =>
    'A new vehicle: no previous claims, so no no-claim bonus; its IDV starts from the ex-showroom price less the 5% depreciation IRDAI sets for a vehicle up to 6 months old, scaled as each insurer’s own listed IDV is.',
  'motor-model-assumed': (fact) => `The model is not in our rate table, so it is priced as a ${fact.model}.`,
  'motor-bharat-plate': (fact) =>
    `A Bharat-series plate tells the year of first registration (${fact.year}) but not the model or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`,
  'motor-plate': (fact) =>
    `The plate does not tell the model, the year or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`,
};
