// LINES: every line of insurance, keyed by line. The one table the server, the application hand-over, the bench
// and the tests look up; `satisfies Record<LeadLine, Line>` makes a line missing here a type error.
// Adding a line: its folder (see lines/home/), its names and folder entry (lines/line-names.ts, lines/catalogue.ts)
// and one entry here (docs/architecture.md, "Adding a line of insurance").
import type { LeadLine } from '../leads/lead-lines.ts';
import { childSavingsLine } from './child/line.ts';
import { employeeLine } from './employee/line.ts';
import { healthLine } from './health/line.ts';
import { homeLine } from './home/line.ts';
import type { Line } from './line.ts';
import { motorLine } from './motor/line.ts';
import { termLine } from './term/line.ts';
import { travelBookingLine, travelLine } from './travel/line.ts';

export const LINES = {
  term: termLine('term'),
  'nri-term': termLine('nri-term'),
  'women-term': termLine('women-term'),
  health: healthLine('health'),
  'family-health': healthLine('family-health'),
  car: motorLine('car'),
  'two-wheeler': motorLine('two-wheeler'),
  travel: travelLine,
  'travel-booking': travelBookingLine,
  'child-savings': childSavingsLine,
  'employee-health': employeeLine,
  home: homeLine,
} as const satisfies Record<LeadLine, Line>;
