// A trip's length, the form's rule and the engine's input alike: kept apart from the rate table and the engine so
// the travel form, which checks the dates, does not load them on its first load (bench:bundle).

/** The longest trip we quote, in days. */
export const TRAVEL_MAX_DAYS = 180;

const DAY_MS = 86_400_000;

/** Days covered by a trip from its first to its last day, both included (yyyy-mm-dd dates). */
export function tripDays(startIso: string, endIso: string): number {
  const start = Date.parse(`${startIso}T00:00:00Z`);
  const end = Date.parse(`${endIso}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 1;
  return Math.round((end - start) / DAY_MS) + 1;
}
