// The name and insurer of every plan a customer can apply for, by line and plan id: the id the rating engine's
// quote carries ("term-1", "nri-term-1", "women-term-1", "health-1", "family-health-1", "car-1", "two-wheeler-1",
// the travel and employee plans' own ids) and, for child savings, the plan's own id. The server stores them with an
// application or booking, so the tracker and the adviser read the plan's name without the web app's catalogue; a
// web test checks every plan list agrees with this table. Each line's folder names its own plans (its
// `*_PLAN_DIRECTORY`, in its `folder.ts`); this module reads them from the line catalogue and names no line.
import type { LeadLine } from '../leads/envelope.ts';
import { linePlans } from '../lines/catalogue.ts';

export interface PlanEntry {
  name: string;
  insurer: string;
}

/** One line's plans: name and insurer by the plan id its quotes carry, in the list's order. */
export type PlanTable = Readonly<Record<string, readonly [name: string, insurer: string]>>;

/** What a line's folder adds to the directory: the plans of each line it holds, by line (its `folder.ts` names
 * the lines, and typecheck there refuses one without its plans). */
export type PlanDirectory = Readonly<Record<string, PlanTable>>;

// Every line's plans, from the line catalogue (lines/catalogue.ts), read on first use: a line folder's engine may
// import lines/line.ts, which imports this module, while the catalogue is still loading its folders.
let byLine: Readonly<Record<LeadLine, PlanTable>> | undefined;
const plansOf = (line: LeadLine): PlanTable => (byLine ??= linePlans())[line];

/** The plan with this id on this line's list, or undefined for an id the line does not have. */
export function planEntry(line: LeadLine, planId: string): PlanEntry | undefined {
  const table = plansOf(line);
  const entry = Object.hasOwn(table, planId) ? table[planId] : undefined;
  return entry && { name: entry[0], insurer: entry[1] };
}

/** Every plan id of a line, in the list's order. */
export function planIdsOf(line: LeadLine): string[] {
  return Object.keys(plansOf(line));
}
