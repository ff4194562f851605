// What each line folder tells the contract's zod-free catalogue (lines/catalogue.ts), in its own `folder.ts`: the
// lines it holds with their names, each line's plans (the plan directory's entries) and its facts' English. Types
// only, so a folder's entry and the catalogue import nothing at run time beyond the tables themselves.
import type { PlanTable } from '../rating/plan-directory.ts';

/** A folder's entry for its lines `L`: a line named without its plans (or the reverse) fails typecheck. */
export interface LineFolder<L extends string> {
  /** Each line in words, as the tracker names a booking or a call-back request. */
  names: Readonly<Record<L, string>>;
  plans: Readonly<Record<L, PlanTable>>;
  /** The folder's facts' English by code (`FactsInEnglish` of its facts). */
  facts: Readonly<Record<string, (fact: never) => string>>;
}
