// Every line folder's lines in words (its `names.ts`), listed once: the lead lines (`LEAD_LINES`, `LeadLine`) and
// their names (`LEAD_LINE_NAMES`, re-exported by leads/lead-lines.ts) are these. Apart from the folders' plans and facts (lines/catalogue.ts), so a
// page or schema that lists the lines carries nothing else. Adding a line: one entry here, one in catalogue.ts and
// one in LINES (lines/registry.ts); typecheck asks for the other two once the line is named here.
import { CHILD_NAMES } from './child/names.ts';
import { EMPLOYEE_NAMES } from './employee/names.ts';
import { HEALTH_NAMES } from './health/names.ts';
import { HOME_NAMES } from './home/names.ts';
import { MOTOR_NAMES } from './motor/names.ts';
import { TERM_NAMES } from './term/names.ts';
import { TRAVEL_NAMES } from './travel/names.ts';

/** Each folder's lines in words, in the order the tracker and the console list the lines. */
export const LINE_NAMES = [
  TERM_NAMES,
  HEALTH_NAMES,
  MOTOR_NAMES,
  TRAVEL_NAMES,
  CHILD_NAMES,
  EMPLOYEE_NAMES,
  HOME_NAMES,
] as const;

/** The lines some folder names, each of a union on its own. */
export type LinesOf<N> = N extends unknown ? keyof N & string : never;

/** Lines of insurance a lead can come from: every line some folder names. */
export type NamedLine = LinesOf<(typeof LINE_NAMES)[number]>;

/** Every line's name, in the folders' order. */
function lineNames(): Readonly<Record<NamedLine, string>> {
  return Object.assign({}, ...LINE_NAMES);
}

// Re-exported by leads/lead-lines.ts; defined here so a page importing that module's consent wording does not
// compute them.

/** Lines of insurance a lead can come from; the travel booking is a lead of its own kind. */
export type LeadLine = NamedLine;

/** Each line in words, as the tracker names a booking or a call-back request. */
export const LEAD_LINE_NAMES: Readonly<Record<LeadLine, string>> = /* @__PURE__ */ lineNames();

/** Every lead line, in the folders' order. */
export const LEAD_LINES = /* @__PURE__ */ leadLines();

function leadLines(): readonly [LeadLine, ...LeadLine[]] {
  return Object.keys(LEAD_LINE_NAMES) as [LeadLine, ...LeadLine[]];
}
