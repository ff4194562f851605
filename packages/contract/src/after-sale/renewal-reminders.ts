// A policy's renewal reminders (60, 45, 30, 15, 7 and 1 days before, on the due date, and during grace) and the
// phase a policy is in on a date. The days come from renewal-rules.ts; the hours from the quiet hours there.
import { addDays, endOfIstDay, istDate, nextSendableAt } from './clock-dates.ts';
import {
  graceDays,
  RENEWAL_REMINDER_DAYS_BEFORE,
  type PremiumFrequency,
  type RenewalKind,
} from './renewal-rules.ts';

export type ReminderKey =
  `before-${(typeof RENEWAL_REMINDER_DAYS_BEFORE)[number]}` | 'due' | 'grace-7' | 'grace-last';

export interface ReminderSlot {
  key: ReminderKey;
  /** The India date it belongs to. */
  on: string;
  /** 10:00 IST that day: well inside the hours an SMS may go. */
  sendAt: Date;
  /** Early reminders may carry an offer to compare plans, and only to a customer with the marketing consent. */
  mayPromote: boolean;
}

const SEND_HOUR_IST = 10;
const HOUR_MS = 3_600_000;
/** The reminder a week into grace. */
const GRACE_NUDGE_DAYS = 7;

function tenAmIst(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (SEND_HOUR_IST - 5.5) * HOUR_MS);
}

/** A kind without grace (a motor or other yearly contract, which simply expires): no reminders after the due date. */
export function renewalReminders(
  due: string,
  frequency: PremiumFrequency,
  kind: RenewalKind,
): ReminderSlot[] {
  const grace = graceDays(kind, frequency);
  const before = RENEWAL_REMINDER_DAYS_BEFORE.map((days) => ({
    key: `before-${days}` as ReminderKey,
    on: addDays(due, -days),
    mayPromote: days >= 45,
  }));
  const rest = [
    { key: 'due' as const, on: due, mayPromote: false },
    ...(grace !== null
      ? [
          { key: 'grace-7' as const, on: addDays(due, GRACE_NUDGE_DAYS), mayPromote: false },
          { key: 'grace-last' as const, on: addDays(due, grace), mayPromote: false },
        ]
      : []),
  ];
  return [...before, ...rest].map((slot) => ({ ...slot, sendAt: tenAmIst(slot.on) }));
}

/**
 * The reminder to send now, if any: the latest slot whose time has come and which is not sent yet. Earlier
 * unsent slots are superseded (a policy added 10 days before its due date gets the 7-day reminder, not four at
 * once), and nothing goes after grace ends. The send itself still waits out the quiet hours (sendableAt).
 */
export function reminderDue(
  slots: readonly ReminderSlot[],
  sent: ReadonlySet<string>,
  now: Date,
): { slot: ReminderSlot; sendableAt: Date } | undefined {
  const last = slots.at(-1);
  if (!last || now > endOfIstDay(last.on)) return undefined;
  const reached = slots.filter((slot) => slot.sendAt <= now);
  const latest = reached.at(-1);
  if (!latest || sent.has(latest.key)) return undefined;
  return { slot: latest, sendableAt: nextSendableAt(now) };
}

export type RenewalPhase = 'not-yet' | 'window' | 'due' | 'grace' | 'lapsed';

/**
 * The renewal window opens with the first reminder (60 days before); grace, for a kind that has it, runs after the
 * due date. Lapsed: the cover has stopped (a life policy lapses after grace; a motor or other policy, with no grace,
 * expires the day after its due date).
 */
export function renewalPhase(
  due: string,
  frequency: PremiumFrequency,
  kind: RenewalKind,
  now: Date,
): RenewalPhase {
  const today = istDate(now);
  const first = RENEWAL_REMINDER_DAYS_BEFORE[0];
  if (today < addDays(due, -first)) return 'not-yet';
  if (today < due) return 'window';
  if (today === due) return 'due';
  const grace = graceDays(kind, frequency);
  if (grace !== null && today <= addDays(due, grace)) return 'grace';
  return 'lapsed';
}
