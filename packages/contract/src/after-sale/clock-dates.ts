// Date arithmetic for the after-sale clocks, in India time (UTC+5:30 all year: India keeps no daylight saving).
import { CLOCK_RULES, type ClockId } from './clock-rules.ts';
import { graceDays, QUIET_HOURS_IST, RENEWAL_REMINDER_DAYS_BEFORE, RENEWAL_RULES } from './renewal-rules.ts';
import type { PremiumFrequency, RenewalKind } from './renewal-rules.ts';

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The last and first calendar dates written yyyy-mm-dd: a later one would read "+010000-01-…". */
const LAST_DAY = '9999-12-31';
const FIRST_DAY = '0000-01-01';

/** The UTC calendar date of a time, yyyy-mm-dd, held to four-digit years (a row kept before the vault's limits). */
function dayOf(at: Date): string {
  const year = at.getUTCFullYear();
  if (year > 9999) return LAST_DAY;
  if (year < 0) return FIRST_DAY;
  return at.toISOString().slice(0, 10);
}

/** The calendar date in India at an instant, yyyy-mm-dd. */
export function istDate(at: Date): string {
  return dayOf(new Date(at.getTime() + IST_OFFSET_MS));
}

/** A calendar date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return dayOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The same day `months` later; a day the month lacks falls back to its last day (31 January + 1 = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return dayOf(target);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first instant of a calendar date in India: 00:00 IST. */
export function startOfIstDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The last instant of a calendar date in India: 23:59:59.999 IST. */
export function endOfIstDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS - 1);
}

/**
 * When a clock started at `startedAt` runs out: hour clocks to the minute, day clocks at the end of the last day
 * in India (a claim's last document on 1 March, 15-day clock: due by midnight at the end of 16 March).
 */
export function clockDueAt(id: ClockId, startedAt: Date): Date {
  const { length } = CLOCK_RULES[id];
  if ('hours' in length) return new Date(startedAt.getTime() + length.hours * HOUR_MS);
  if ('months' in length) return endOfIstDay(addMonths(istDate(startedAt), length.months));
  return endOfIstDay(addDays(istDate(startedAt), length.days));
}

export interface ClockReading {
  dueAt: Date;
  msLeft: number;
  /** running; near: under a quarter of its length left; breached: past due. */
  state: 'running' | 'near' | 'breached';
}

export function readClock(id: ClockId, startedAt: Date, now: Date): ClockReading {
  const dueAt = clockDueAt(id, startedAt);
  const msLeft = dueAt.getTime() - now.getTime();
  const total = dueAt.getTime() - startedAt.getTime();
  const state = msLeft < 0 ? 'breached' : msLeft < total / 4 ? 'near' : 'running';
  return { dueAt, msLeft, state };
}

export interface RenewalCalendar {
  due: string;
  noticeBy: string;
  reminders: readonly { daysBefore: number; on: string }[];
  /** The last day a renewal premium is taken without a break; null when the kind has no grace (motor, other). */
  graceEnds: string | null;
  /** Health only: the days a port to another insurer can be asked for. */
  portability?: { opens: string; closes: string };
  /** Motor only: renewed after this day, the no-claim bonus is lost. */
  noClaimBonusKeptUntil?: string;
}

export function renewalCalendar(
  due: string,
  frequency: PremiumFrequency,
  kind: RenewalKind,
): RenewalCalendar {
  const grace = graceDays(kind, frequency);
  return {
    due,
    noticeBy: addDays(due, -RENEWAL_RULES.notice.daysBefore),
    reminders: RENEWAL_REMINDER_DAYS_BEFORE.map((daysBefore) => ({
      daysBefore,
      on: addDays(due, -daysBefore),
    })),
    graceEnds: grace === null ? null : addDays(due, grace),
    ...(kind === 'health'
      ? {
          portability: {
            opens: addDays(due, -RENEWAL_RULES.portability.opensDaysBefore),
            closes: addDays(due, -RENEWAL_RULES.portability.closesDaysBefore),
          },
        }
      : {}),
    ...(kind === 'motor'
      ? { noClaimBonusKeptUntil: addDays(due, RENEWAL_RULES.motorNoClaimBonus.lostDaysAfterExpiry) }
      : {}),
  };
}

/** Whether an instant falls in the quiet hours (9 pm to 9 am India time), when no SMS is sent. */
export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= QUIET_HOURS_IST.from || hour < QUIET_HOURS_IST.to;
}

/** The first instant at or after `at` outside the quiet hours: a reminder due at 11 pm goes at 9 am. */
export function nextSendableAt(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  const day = hour >= QUIET_HOURS_IST.from ? addDays(istDate(at), 1) : istDate(at);
  return new Date(Date.parse(`${day}T00:00:00Z`) + QUIET_HOURS_IST.to * HOUR_MS - IST_OFFSET_MS);
}

/** A senior's (60 and over) health renewal premium rising more than 10% needs IRDAI's consultation. */
export function seniorRiseNeedsConsultation(age: number, lastPremium: number, newPremium: number): boolean {
  const rule = RENEWAL_RULES.seniorPremiumRise;
  return (
    age >= rule.fromAge &&
    lastPremium > 0 &&
    (newPremium - lastPremium) * 100 > lastPremium * rule.yearlyRiseAbovePercent
  );
}
