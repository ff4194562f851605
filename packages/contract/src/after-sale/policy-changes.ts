// The status events a person records, not the calendar: a premium paid, a renewal, a revival, a cancellation.
// Which of them the status machine allows now, who may record them, and the rule a revival is held to.
import type { RuleSource } from './clock-rules.ts';
import { addMonths } from './clock-dates.ts';
import { carriesOnBy } from './policy-lines.ts';
import { nextPolicyStatus, type PolicyDates, type PolicyEvent, type PolicyStatus } from './policy-status.ts';

export const RECORDED_CHANGES = ['premium-paid', 'renewed', 'revived', 'cancelled'] as const;
export type RecordedChange = (typeof RECORDED_CHANGES)[number];
/** A customer records these on a policy they added; an adviser records all four on one issued through us. */
export const CUSTOMER_CHANGES = ['renewed', 'cancelled'] as const satisfies readonly RecordedChange[];

export const REVIVAL_RULE = {
  months: 60,
  source: {
    title: 'IRDAI (Insurance Products) Regulations, 2024, and the Master Circular on Life Insurance Products',
    date: '2024-06-12',
    says:
      'A lapsed non-linked life policy can be revived within five years of the due date of the first unpaid ' +
      'premium (a unit-linked one within three), on paying the arrears with interest.',
  } satisfies RuleSource,
} as const;

/** Why a change is refused, as a code the words render. */
export type ChangeRefusal =
  | 'not-in-this-status'
  | 'renewal-not-premium'
  | 'revival-window-closed'
  | 'term-over'
  | 'issued-through-us'
  | 'added-by-customer';

/** Cancelling in the free-look period is the machine's free-look cancellation (refunded under its own clock). */
export function changeEvent(change: RecordedChange, status: PolicyStatus): PolicyEvent {
  return change === 'cancelled' && status === 'in-free-look' ? 'free-look-cancelled' : change;
}

/** The last day a lapsed policy can be revived: five years from its first unpaid premium (REVIVAL_RULE). */
export function revivalEndsOn(firstUnpaidDue: string): string {
  return addMonths(firstUnpaidDue, REVIVAL_RULE.months);
}

/** Why `change` cannot be recorded on a policy in `status` on `today`, or undefined when it can. */
export function changeRefusal(
  change: RecordedChange,
  status: PolicyStatus,
  dates: PolicyDates,
  today: string,
): ChangeRefusal | undefined {
  if (!nextPolicyStatus(status, changeEvent(change, status))) return 'not-in-this-status';
  // a health, motor or other yearly policy carries on by renewal: paying its renewal premium renews it
  if (change === 'premium-paid' && carriesOnBy(dates.line, dates.frequency) !== 'premium') {
    return 'renewal-not-premium';
  }
  if (change === 'revived') {
    if (today > dates.endDate) return 'term-over';
    if (!dates.renewalDueOn || today > revivalEndsOn(dates.renewalDueOn)) return 'revival-window-closed';
  }
  return undefined;
}
