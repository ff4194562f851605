// The facts a quote states, as codes and values: the person or trip priced, each default assumed and each note on
// the figure. Each language says them from its own words (the web's quote-fact words); `factInEnglish` is the
// English the server keeps beside them (`assumptions`) for the adviser's console and the records written before
// facts; each engine's English sits with the engine, so a page pricing one line carries no other's. Every engine
// states facts; a record kept before its engine did has only the English.
import { homeFactInEnglish as homeInEnglish, type HomeFact } from '../lines/home/home-price.ts';
import { childFactInEnglish } from '../lines/child/child-price.ts';
import { employeeFactInEnglish } from '../lines/employee/employee-price.ts';
import { healthFactInEnglish } from '../lines/health/health-price.ts';
import { motorFactInEnglish } from '../lines/motor/motor-price.ts';
import type { HealthZone } from '../lines/health/health-rates.ts';
import type { RtoZone, VehicleModel } from '../lines/motor/motor-rates.ts';
import type { TravelRegion } from '../lines/travel/travel-rates.ts';
import type { TermGender } from '../lines/term/term-rates.ts';
import { termFactInEnglish as termInEnglish } from '../lines/term/term-words.ts';
import { travelFactInEnglish } from '../lines/travel/travel-price.ts';

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
  | { code: 'travel-trip'; ages: readonly number[]; days: number; region: TravelRegion }
  | { code: 'travel-estimate' };

export type EmployeeFact = { code: 'employee-team'; coverage: string; band: string };

/** The people, city, cover and period a health plan is priced for. */
export type HealthFact = {
  code: 'health-insured';
  adults: number;
  children: number;
  /** The eldest member's age (the only member's, when one is insured). */
  eldest: number;
  /** Null for a city outside our list (priced in zone C). */
  city: string | null;
  zone: HealthZone;
  /** Lakh rupees; null when each plan is priced at its own listed cover. */
  coverLakh: number | null;
  years: number;
};

/** The vehicle, its age, zone and bonus a motor plan is priced for, and its IDV. */
export type MotorFact = {
  code: 'motor-vehicle';
  /** Make and model, as the rate table names them ("Maruti Suzuki Swift"). */
  model: string;
  fuel: VehicleModel['fuel'];
  cc: number;
  /** Whole years since first registration (0: under a year). */
  years: number;
  zone: RtoZone;
  ncbPercent: number;
  idv: number;
  /** Over 5 years old: the IDV is an indication of the value agreed with the insurer. */
  agreedValue: boolean;
};

/** The parent, saving and term a child savings plan is illustrated for. */
export type ChildFact = {
  code: 'child-saving';
  parentAge: number;
  yearlySaving: number;
  years: number;
  /** The child's age when the plan matures. */
  childAgeAtEnd: number;
};

/** The defaults the server assumed for a kept lead whose form did not ask (lines/*: `inputsFromLead`). */
export type LeadFact =
  | { code: 'term-list-start' }
  | { code: 'list-choices' }
  | { code: 'health-list-start' }
  | { code: 'employee-family' }
  | { code: 'motor-new' }
  | { code: 'motor-model-assumed'; model: string }
  | { code: 'motor-bharat-plate'; year: number; model: string; years: number; zone: string }
  | { code: 'motor-plate'; model: string; years: number; zone: string };

export type QuoteFact =
  TermFact | TravelFact | EmployeeFact | HealthFact | MotorFact | ChildFact | LeadFact | HomeFact;
export type QuoteFactCode = QuoteFact['code'];

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
      return `The model is not in our rate table, so it is priced as a ${fact.model}.`;
    case 'motor-bharat-plate':
      return `A Bharat-series plate tells the year of first registration (${fact.year}) but not the model or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`;
    case 'motor-plate':
      return `The plate does not tell the model, the year or last year’s claims: priced as a ${fact.model}, ${fact.years} years old, with no no-claim bonus, in zone ${fact.zone}.`;
  }
}

/** A fact in English: what the server keeps as the quote's `assumptions` and the English words say. */
export function factInEnglish(fact: QuoteFact): string {
  switch (fact.code) {
    case 'travel-trip':
    case 'travel-estimate':
      return travelFactInEnglish(fact);
    case 'employee-team':
      return employeeFactInEnglish(fact);
    case 'health-insured':
      return healthFactInEnglish(fact);
    case 'motor-vehicle':
      return motorFactInEnglish(fact);
    case 'child-saving':
      return childFactInEnglish(fact);
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
