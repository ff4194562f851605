// What each line folder tells the contract's zod-free catalogue (lines/catalogue.ts), in its own `folder.ts`: the
// lines it holds with their names, each line's plans (the plan directory's entries) and its facts' English. Types
// only, so a folder's entry and the catalogue import nothing at run time beyond the tables themselves.
import type { POLICY_TYPES } from '../constants.ts';
import type { PlanTable } from '../rating/plan-directory.ts';

/** A folder's entry for its lines `L`: a line named without its plans (or the reverse) fails typecheck. */
export interface LineFolder<L extends string> {
  /** Each line in words, as the tracker names a booking or a call-back request. */
  names: Readonly<Record<L, string>>;
  plans: Readonly<Record<L, PlanTable>>;
  /** The folder's facts' English by code (`FactsInEnglish` of its facts). */
  facts: Readonly<Record<string, (fact: never) => string>>;
}

/** An application field a line's quote form also asks (name, date of birth, gender, mobile, email, employer). */
export type ApplicationLeadField = 'fullName' | 'dob' | 'gender' | 'phone' | 'email' | 'employer';

/** Which of a line's quote figures its card shows as the premium, per what, and which figure beside it. */
export interface ShownAs {
  /** The figure's name in the quote (`figures` of PriceQuote). */
  amount: string;
  /** Per a fixed period, or `paid`: per the quote's own premium period (term: its payment mode). */
  per: 'month' | 'quarter' | 'year' | 'employee' | 'paid';
  detail?: { kind: 'withGst' | 'perYearOfPolicy' | 'childSaving'; figure: string };
  /** How many of the quote's facts the card says (term: only whom it priced; cover and payment are on the form). */
  facts?: number;
}

/**
 * How the application form sells a line's plans, in the folder's `application.ts` (zod-free, no engine): the policy
 * type it is applied for as, the application's fields its quote form took (each under its name in the line's lead)
 * and how its quote's figure is shown. A line sold elsewhere (travel, through its booking) has none.
 */
export interface LineApplication {
  policyType: (typeof POLICY_TYPES)[number];
  leadFields: Readonly<Partial<Record<ApplicationLeadField, string>>>;
  shownAs: ShownAs;
}
