// The policy's one status machine: which event moves which status where, and which event a policy's dates say is
// due on a given day. Pure and zod-free; the figures (free-look days, notice, grace) come from the rules files.
import { CLOCK_RULES } from './clock-rules.ts';
import { addDays, addMonths, daysBetween } from './clock-dates.ts';
import { carriesOnBy, renewalKind, type PolicyLine } from './policy-lines.ts';
import { graceDays, RENEWAL_RULES, type PremiumFrequency } from './renewal-rules.ts';

export const POLICY_STATUSES = [
  'in-free-look',
  'active',
  'renewal-due',
  'in-grace',
  'lapsed',
  'expired',
  'renewed',
  'cancelled',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const POLICY_EVENTS = [
  'free-look-ended',
  'free-look-cancelled',
  'renewal-window-opened',
  'due-date-passed',
  'premium-paid',
  'renewed',
  'grace-ended',
  'term-ended',
  'revived',
  'cancelled',
] as const;
export type PolicyEvent = (typeof POLICY_EVENTS)[number];

/** Every allowed move; a status missing an event does not allow it. Expired, renewed and cancelled are final. */
export const POLICY_TRANSITIONS: Record<PolicyStatus, Partial<Record<PolicyEvent, PolicyStatus>>> = {
  'in-free-look': { 'free-look-ended': 'active', 'free-look-cancelled': 'cancelled' },
  active: {
    'renewal-window-opened': 'renewal-due',
    'due-date-passed': 'in-grace',
    'term-ended': 'expired',
    cancelled: 'cancelled',
  },
  'renewal-due': {
    'premium-paid': 'active',
    renewed: 'renewed',
    'due-date-passed': 'in-grace',
    'term-ended': 'expired',
    cancelled: 'cancelled',
  },
  'in-grace': {
    'premium-paid': 'active',
    renewed: 'renewed',
    'grace-ended': 'lapsed',
    'term-ended': 'expired',
    cancelled: 'cancelled',
  },
  lapsed: { revived: 'active', 'term-ended': 'expired' },
  expired: {},
  renewed: {},
  cancelled: {},
};

/** The status after an event, or undefined when the status does not allow it. */
export function nextPolicyStatus(status: PolicyStatus, event: PolicyEvent): PolicyStatus | undefined {
  return POLICY_TRANSITIONS[status][event];
}

export function allowedPolicyEvents(status: PolicyStatus): PolicyEvent[] {
  return Object.keys(POLICY_TRANSITIONS[status]) as PolicyEvent[];
}

/** What the status machine needs to know of a policy's dates (calendar dates, yyyy-mm-dd, India time). */
export interface PolicyDates {
  line: PolicyLine;
  frequency: PremiumFrequency | null;
  /** Null for a policy added without it: a health policy's free-look then cannot be told. */
  startDate: string | null;
  endDate: string;
  /** When the policy document reached the customer; the free-look clock runs from it. */
  documentReceivedOn: string | null;
  /** The next renewal or premium due date; null when nothing more falls due. */
  renewalDueOn: string | null;
}

/** Free-look: every life policy, and a health policy of a year or more (CLOCK_RULES.freeLook). */
export function freeLookApplies(p: Pick<PolicyDates, 'line' | 'startDate' | 'endDate'>): boolean {
  if (p.line === 'term' || p.line === 'life') return true;
  return p.line === 'health' && p.startDate !== null && daysBetween(p.startDate, p.endDate) >= 364;
}

/** The last day a policy can be returned in its free-look period, or null when it has none. */
export function freeLookEndsOn(p: PolicyDates): string | null {
  const { length } = CLOCK_RULES.freeLook;
  if (!p.documentReceivedOn || !freeLookApplies(p) || !('days' in length)) return null;
  return addDays(p.documentReceivedOn, length.days);
}

/** The last day of grace after the due date, or null when the line has no grace. */
export function graceEndsOn(p: PolicyDates): string | null {
  const by = carriesOnBy(p.line, p.frequency);
  if (!p.renewalDueOn || (by !== 'premium' && by !== 'renewal-with-grace')) return null;
  const days = graceDays(renewalKind(p.line), p.frequency ?? 'Yearly');
  return days === null ? null : addDays(p.renewalDueOn, days);
}

/** The event a policy's dates make due on `today`, if any: the daily job applies it, then asks again. */
export function dueStatusEvent(status: PolicyStatus, p: PolicyDates, today: string): PolicyEvent | undefined {
  const after = (date: string | null) => date !== null && today > date;
  switch (status) {
    case 'in-free-look':
      return after(freeLookEndsOn(p)) || !freeLookEndsOn(p) ? 'free-look-ended' : undefined;
    case 'active':
    case 'renewal-due': {
      if (p.renewalDueOn === null) return after(p.endDate) ? 'term-ended' : undefined;
      if (after(p.renewalDueOn)) return graceEndsOn(p) === null ? 'term-ended' : 'due-date-passed';
      const opens = daysBetween(today, p.renewalDueOn) <= RENEWAL_RULES.notice.daysBefore;
      return status === 'active' && opens ? 'renewal-window-opened' : undefined;
    }
    case 'in-grace':
      if (!after(graceEndsOn(p))) return undefined;
      return carriesOnBy(p.line, p.frequency) === 'premium' && !after(p.endDate)
        ? 'grace-ended'
        : 'term-ended';
    case 'lapsed':
      return after(p.endDate) ? 'term-ended' : undefined;
    default:
      return undefined;
  }
}

/** The status a policy's dates give it on `today`, starting from `status`, with the events on the way. */
export function settlePolicyStatus(
  status: PolicyStatus,
  p: PolicyDates,
  today: string,
): { status: PolicyStatus; events: PolicyEvent[] } {
  const events: PolicyEvent[] = [];
  let current = status;
  for (let event = dueStatusEvent(current, p, today); event; event = dueStatusEvent(current, p, today)) {
    const next = nextPolicyStatus(current, event);
    if (!next) break;
    events.push(event);
    current = next;
  }
  return { status: current, events };
}

/** A new policy starts in free-look when it has one, and is then settled to its dates. */
export function initialPolicyStatus(p: PolicyDates, today: string): PolicyStatus {
  return settlePolicyStatus(freeLookEndsOn(p) ? 'in-free-look' : 'active', p, today).status;
}

/** Whole days from `today` to the next due date; negative once it has passed; null when nothing falls due. */
export function daysToRenewal(p: PolicyDates, today: string): number | null {
  return p.renewalDueOn ? daysBetween(today, p.renewalDueOn) : null;
}

/** Days left to return the policy (0 on its last day), or null when there is no running free-look. */
export function freeLookDaysLeft(p: PolicyDates, today: string): number | null {
  const ends = freeLookEndsOn(p);
  if (!ends || today > ends) return null;
  return daysBetween(today, ends);
}

/** The first premium due date after `today` for a policy paying by instalments from its start date. */
export function nextPremiumDue(startDate: string, frequency: PremiumFrequency, today: string): string | null {
  const months = { Monthly: 1, Quarterly: 3, 'Half-yearly': 6, Yearly: 12, Single: 0 }[frequency];
  if (months === 0) return null;
  for (let step = 1; step < 1200; step++) {
    const due = addMonths(startDate, months * step);
    if (due > today) return due;
  }
  return null;
}
