// Every line folder's lines in words (its `names.ts`), listed once: the lead lines (`LEAD_LINES`, `LeadLine`) and
// their names (`LEAD_LINE_NAMES`, re-exported by leads/lead-lines.ts) are these. Beside them, how the application
// form sells each folder's plans (its `application.ts`, `lineApplications`). Apart from the folders' plans and facts (lines/catalogue.ts), so a
// page or schema that lists the lines carries nothing else. Adding a line: one entry here, one in catalogue.ts and
// one in LINES (lines/registry.ts); typecheck asks for the other two once the line is named here.
import { CHILD_APPLICATION } from './child/application.ts';
import { CHILD_NAMES } from './child/names.ts';
import { EMPLOYEE_APPLICATION } from './employee/application.ts';
import { EMPLOYEE_NAMES } from './employee/names.ts';
import { HEALTH_APPLICATION } from './health/application.ts';
import { HEALTH_NAMES } from './health/names.ts';
import { HOME_APPLICATION } from './home/application.ts';
import { HOME_NAMES } from './home/names.ts';
import type { LineApplication } from './line-folder.ts';
import { MOTOR_APPLICATION } from './motor/application.ts';
import { MOTOR_NAMES } from './motor/names.ts';
import { TERM_APPLICATION } from './term/application.ts';
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

/** Each folder's application entry: the lines sold through the application form (travel has its own booking). */
const LINE_APPLICATIONS = [
  TERM_APPLICATION,
  HEALTH_APPLICATION,
  MOTOR_APPLICATION,
  CHILD_APPLICATION,
  EMPLOYEE_APPLICATION,
  HOME_APPLICATION,
] as const;

/** A line whose plans are applied for through the application form. */
export type ApplicationLine = LinesOf<(typeof LINE_APPLICATIONS)[number]>;

/** How the application form sells each of those lines (lines/line-folder.ts, LineApplication). */
export function lineApplications(): Readonly<Record<ApplicationLine, LineApplication>> {
  return Object.assign({}, ...LINE_APPLICATIONS);
}
