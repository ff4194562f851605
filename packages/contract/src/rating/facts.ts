// The facts a quote states, as codes and values: the person or trip priced, each default assumed and each note on
// the figure. Each language says them from its own words (the web's quote-fact words); `factInEnglish` is the
// English the server keeps beside them (`assumptions`) for the adviser's console and the records written before
// facts. Engines still to move here (health, motor, child savings) state English `assumptions` only.
import { homeFactInEnglish as homeInEnglish, type HomeFact } from '../lines/home/home-price.ts';
import { EMPLOYEE_COUNT_BANDS as EMPLOYEE_BANDS, EMPLOYEE_COVERAGE } from './rates/employee.ts';
import { TRAVEL_REGION_LABELS, type TravelRegion } from './rates/travel.ts';
import { coverInWords } from './term-words.ts';
import type { TermGender } from './term-rates.ts';
import { vehicleModel } from './motor.ts';

export type TermFact =
  | {
      code: 'term-person';
      age: number;
      tobacco: 'yes' | 'no' | 'unanswered';
      gender: TermGender;
      lifeCover: number;
      coverTillAge: number;
    }
  | { code: 'tobacco-assumed' }
  | { code: 'men-rates' }
  | { code: 'monthly-factor'; factor: number; morePercent: number }
  | { code: 'quarterly-factor'; factor: number }
  | { code: 'life-estimate' };

export type TravelFact =
  { code: 'travel-trip'; ages: readonly number[]; days: number; region: TravelRegion } | { code: 'travel-estimate' };

export type EmployeeFact = { code: 'employee-team'; coverage: string; band: string };

/** The defaults the server assumed for a kept lead whose form did not ask (lines/*: `inputsFromLead`). */
export type LeadFact =
  | { code: 'term-list-start' }
  | { code: 'list-choices' }
  | { code: 'health-list-start' }
  | { code: 'employee-family' }
  | { code: 'motor-new' }
  | { code: 'motor-model-assumed'; modelId: string }
  | { code: 'motor-bharat-plate'; year: number; modelId: string; years: number; zone: string }
  | { code: 'motor-plate'; modelId: string; years: number; zone: string };

export type QuoteFact = TermFact | TravelFact | EmployeeFact | LeadFact | HomeFact;
export type QuoteFactCode = QuoteFact['code'];

/** "Maruti Swift" for a rate table model id; the id itself for one it does not hold. */
export function modelName(id: string): string {
  const model = vehicleModel(id);
  return model ? `${model.make} ${model.model}` : id;
}

/** The label of an employee team band or coverage id; the id itself for one the table does not hold. */
const labelOf = (table: readonly { id: string; label: string }[], id: string) =>
  table.find((row) => row.id === id)?.label ?? id;
export const employeeBandLabel = (id: string) => labelOf(EMPLOYEE_BANDS, id);
export const employeeCoverageLabel = (id: string) => labelOf(EMPLOYEE_COVERAGE, id);

const PEOPLE = { male: 'man', female: 'woman', other: 'person' } as const;

/** The facts of a term quote in English, as the engine wrote them before facts. */
function termInEnglish(fact: TermFact): string {
  switch (fact.code) {
    case 'term-person': {
      const habit = fact.tobacco === 'yes' ? 'tobacco user' : 'non-smoker';
      return `for a ${fact.age}-year-old ${habit} ${PEOPLE[fact.gender]}, ${coverInWords(fact.lifeCover)} till ${fact.coverTillAge}`;
    }
    case 'tobacco-assumed':
      return 'Priced as a non-smoker until you tell us about tobacco use.';
    case 'men-rates':
      return "Priced at the men's rates, which insurers use when they have no other.";
    case 'monthly-factor':
      return `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${fact.factor}, so 12 payments come to about ${fact.morePercent}% more.`;
    case 'quarterly-factor':
      return `Each quarter costs the yearly premium × ${fact.factor}.`;
    case 'life-estimate':
      return 'An estimate until the insurer underwrites your application.';
  }
}

function leadInEnglish(fact: LeadFact): string {
  switch (fact.code) {
    case 'term-list-start':
      return 'Life cover ₹1 crore, the usual cover-till age for this age and monthly payments: the list’s starting choices, as the form does not ask them.';
    case 'list-choices':
      return 'Priced with the choices made on the plan list, as the card showed.';
    case 'health-list-start':
      return 'Each plan at its own listed cover for a one-year policy: the list’s starting choices.';
    case 'employee-family':
      return 'Team size from the number of employees given; "Employees and their families" is priced as employees, spouse and children.';
    case 'motor-new':
      return 'A new vehicle: no previous claims, so no no-claim bonus, and priced at its ex-showroom value.';
    case 'motor-model-assumed':
      return `The model is not in our rate table, so it is priced as a ${modelName(fact.modelId)}.`;
    case 'motor-bharat-plate':
      return `A Bharat-series plate tells the year of first registration (${fact.year}) but not the model or last year’s claims: priced as a ${modelName(fact.modelId)}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`;
    case 'motor-plate':
      return `The plate does not tell the model, the year or last year’s claims: priced as a ${modelName(fact.modelId)}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`;
  }
}

/** "30, 45 and 65". */
export const agesInEnglish = (ages: readonly number[]) => ages.join(', ').replace(/, (\d+)$/, ' and $1');

/** A fact in English: what the server keeps as the quote's `assumptions` and the English words say. */
export function factInEnglish(fact: QuoteFact): string {
  switch (fact.code) {
    case 'travel-trip': {
      const ages = agesInEnglish(fact.ages);
      const who =
        fact.ages.length === 1 ? `1 traveller aged ${ages}` : `${fact.ages.length} travellers aged ${ages}`;
      const days = fact.days === 1 ? '1 day' : `${fact.days} days`;
      return `For ${who}, ${days}, ${TRAVEL_REGION_LABELS[fact.region]}.`;
    }
    case 'travel-estimate':
      return 'Single trip; an estimate until the insurer issues the policy.';
    case 'employee-team':
      return `For ${employeeCoverageLabel(fact.coverage).toLowerCase()}, a team of ${employeeBandLabel(fact.band)}, per employee per year.`;
    case 'term-person':
    case 'tobacco-assumed':
    case 'men-rates':
    case 'monthly-factor':
    case 'quarterly-factor':
    case 'life-estimate':
      return termInEnglish(fact);
    case 'building':
    case 'contents-included':
    case 'contents-declared':
    case 'valuables':
    case 'rate':
    case 'contents-rate-not-published':
    case 'one-year':
      return homeInEnglish(fact);
    default:
      return leadInEnglish(fact);
  }
}
