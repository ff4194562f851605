// A renewal's deadlines as the renewal page shows them, each with the rule (a key of RENEWAL_RULES) it comes from.
// The dates come from renewalCalendar and renewalOffers; this only lays them out for one policy on one day.
import { daysBetween, istDate, renewalCalendar } from './clock-dates.ts';
import { renewalOffers } from './renewal-premium.ts';
import { GRACE_RULE, type PremiumFrequency, type RENEWAL_RULES, type RenewalKind } from './renewal-rules.ts';

export type RenewalRuleId = keyof typeof RENEWAL_RULES;

export const RENEWAL_DEADLINE_CODES = [
  'notice-by',
  'due',
  'grace-ends',
  'portability-opens',
  'portability-closes',
  'no-claim-bonus-lost-after',
] as const;
export type RenewalDeadlineCode = (typeof RENEWAL_DEADLINE_CODES)[number];

export interface RenewalDeadline {
  code: RenewalDeadlineCode;
  /** The India date, yyyy-mm-dd. */
  on: string;
  /** Days from today (India) to it; negative once passed. */
  daysLeft: number;
  /** The rule it comes from; the due date is the policy's own date and cites none. */
  rule: RenewalRuleId | null;
}

export interface RenewalDates {
  today: string;
  due: string;
  /** Null for a kind without grace (motor, other): its cover ends on the due date. */
  graceEnds: string | null;
  deadlines: RenewalDeadline[];
  /** Health only. */
  portability: { open: boolean; opens: string; closes: string } | null;
  /** Motor only: renewed after `lostAfter`, the no-claim bonus is gone. */
  noClaimBonus: { lostAfter: string; daysLeft: number | null } | null;
}

export function renewalDates(
  due: string,
  frequency: PremiumFrequency,
  kind: RenewalKind,
  now: Date,
): RenewalDates {
  const today = istDate(now);
  const calendar = renewalCalendar(due, frequency, kind);
  const offers = renewalOffers(due, kind, now);
  const at = (code: RenewalDeadlineCode, on: string, rule: RenewalRuleId | null): RenewalDeadline => ({
    code,
    on,
    daysLeft: daysBetween(today, on),
    rule,
  });
  const graceRule = GRACE_RULE[kind];
  const deadlines = [
    at('notice-by', calendar.noticeBy, 'notice'),
    ...(calendar.portability
      ? [
          at('portability-opens', calendar.portability.opens, 'portability'),
          at('portability-closes', calendar.portability.closes, 'portability'),
        ]
      : []),
    at('due', due, null),
    // life and health each cite their own grace rule; motor and other policies have none
    ...(calendar.graceEnds !== null && graceRule !== null
      ? [at('grace-ends', calendar.graceEnds, graceRule)]
      : []),
    ...(calendar.noClaimBonusKeptUntil
      ? [at('no-claim-bonus-lost-after', calendar.noClaimBonusKeptUntil, 'motorNoClaimBonus')]
      : []),
  ];
  return {
    today,
    due,
    graceEnds: calendar.graceEnds,
    // in date order (ISO dates sort as text); a sort is stable, so the due date stays before its grace
    deadlines: deadlines.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0)),
    portability: calendar.portability ? { open: offers.portabilityOpen, ...calendar.portability } : null,
    noClaimBonus: offers.noClaimBonusLostAfter
      ? { lostAfter: offers.noClaimBonusLostAfter, daysLeft: offers.noClaimBonusDaysLeft ?? null }
      : null,
  };
}
