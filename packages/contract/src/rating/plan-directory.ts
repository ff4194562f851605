// The name and insurer of every plan a customer can apply for, by line and plan id: the id the rating engine's
// quote carries ("term-1", "nri-term-1", "women-term-1", "health-1", "family-health-1", "car-1", "two-wheeler-1",
// the travel and employee plans' own ids) and, for child savings, the plan's own id. The server stores them with an
// application or booking, so the tracker and the adviser read the plan's name without the web app's catalogue; a
// web test checks every plan list agrees with this table. Each line's folder names its own plans (its
// `*_PLAN_DIRECTORY`); this module only puts them together.
import type { LeadLine } from '../leads/envelope.ts';
import { CHILD_PLAN_DIRECTORY } from '../lines/child/child-rates.ts';
import { EMPLOYEE_PLAN_DIRECTORY } from '../lines/employee/employee-rates.ts';
import { HEALTH_PLAN_DIRECTORY } from '../lines/health/health-rates.ts';
import { HOME_PLAN_DIRECTORY } from '../lines/home/home-rates.ts';
import { MOTOR_PLAN_DIRECTORY } from '../lines/motor/motor-rates.ts';
import { TERM_PLAN_DIRECTORY } from '../lines/term/term-plans.ts';
import { TRAVEL_PLAN_DIRECTORY } from '../lines/travel/travel-rates.ts';

export interface PlanEntry {
  name: string;
  insurer: string;
}

/** One line's plans: name and insurer by the plan id its quotes carry, in the list's order. */
export type PlanTable = Readonly<Record<string, readonly [name: string, insurer: string]>>;

/** What a line's folder adds to the directory: the plans of each line it holds. */
export type PlanDirectory = Partial<Record<LeadLine, PlanTable>>;

// a line missing here is a type error
const BY_LINE = {
  ...TERM_PLAN_DIRECTORY,
  ...HEALTH_PLAN_DIRECTORY,
  ...MOTOR_PLAN_DIRECTORY,
  ...TRAVEL_PLAN_DIRECTORY,
  ...CHILD_PLAN_DIRECTORY,
  ...EMPLOYEE_PLAN_DIRECTORY,
  ...HOME_PLAN_DIRECTORY,
} satisfies Record<LeadLine, PlanTable>;

/** The plan with this id on this line's list, or undefined for an id the line does not have. */
export function planEntry(line: LeadLine, planId: string): PlanEntry | undefined {
  const table: PlanTable = BY_LINE[line];
  const entry = Object.hasOwn(table, planId) ? table[planId] : undefined;
  return entry && { name: entry[0], insurer: entry[1] };
}

/** Every plan id of a line, in the list's order. */
export function planIdsOf(line: LeadLine): string[] {
  return Object.keys(BY_LINE[line]);
}
