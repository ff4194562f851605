// zod-free rules and words of the travel form and booking: a quote form's first load imports these, and the schema in travel.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
import { TRAVEL_MAX_DAYS, tripDays } from '../lines/travel/trip.ts';
import { DISEASE_YEARS_BACK, travelMessages } from './travel-words.ts';

/** The last 20 years, newest first, for the year a disease was diagnosed. */
export function diseaseYears(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: DISEASE_YEARS_BACK }, (_, i) => String(year - i));
}

/** Today as yyyy-mm-dd in the local time zone (what a date input shows). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** India's offset from UTC (IST, no daylight saving): 5 hours 30 minutes. */
const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India as yyyy-mm-dd, whatever the time zone of the machine asking. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last end date a trip starting on `startDate` may have (the longest rated band), or undefined. */
export function lastTripDay(startDate: string): string | undefined {
  if (!ISO_DATE.test(startDate)) return undefined;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start)) return undefined;
  return new Date(start + (TRAVEL_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What is wrong with a trip's dates, if anything: it starts before today in India, ends before it starts, or is
 * longer than the longest band the rate table prices. The form, the booking and the server (on its own clock) ask
 * this one rule; dates not yet written as yyyy-mm-dd are left to their own fields' messages.
 */
export function tripProblem(
  trip: { startDate: string; endDate: string },
  today: string,
): { field: 'startDate' | 'endDate'; message: string } | undefined {
  const { startDate, endDate } = trip;
  if (!ISO_DATE.test(startDate)) return undefined;
  if (startDate < today) return { field: 'startDate', message: travelMessages.startInPast };
  if (!ISO_DATE.test(endDate)) return undefined;
  if (endDate < startDate) return { field: 'endDate', message: travelMessages.endBeforeStart };
  if (tripDays(startDate, endDate) > TRAVEL_MAX_DAYS)
    return { field: 'endDate', message: travelMessages.tooLong };
  return undefined;
}
