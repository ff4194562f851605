// The dates of a policy's renewal, each with the rule it comes from: notice, reminders, grace (per line: life and
// health each by their own rule, motor and other policies none), portability, the motor no-claim bonus, and the
// senior citizen's premium rise that needs IRDAI's consultation.
import type { RuleSource } from './clock-rules.ts';

export type PremiumFrequency = 'Monthly' | 'Quarterly' | 'Half-yearly' | 'Yearly' | 'Single';

/** A policy's line as the renewal rules group it (renewalKind in policy-lines.ts). */
export type RenewalKind = 'life' | 'health' | 'motor' | 'other';

export const RENEWAL_RULES = {
  notice: {
    daysBefore: 30,
    source: {
      title: "IRDAI Master Circular on Protection of Policyholders' Interests, 2024",
      date: '2024-09-05',
      says: 'The insurer reminds the policyholder of a renewal at least 30 days before it falls due.',
    },
  },
  /** Health policies' grace. */
  grace: {
    monthlyDays: 15,
    otherDays: 30,
    source: {
      title: 'IRDAI Master Circular on Health Insurance Business',
      date: '2024-05-29',
      says:
        'Grace to pay a renewal premium: 15 days for monthly instalments, 30 days for quarterly, half-yearly ' +
        'and yearly ones; a policy renewed within grace continues without a break.',
    },
  },
  /** Life policies' grace (term, savings, child plans); unpaid after it, the policy lapses and can be revived. */
  lifeGrace: {
    monthlyDays: 15,
    otherDays: 30,
    revivalYears: 5,
    source: {
      title: 'IRDAI (Non-Linked Insurance Products) Regulations, 2019',
      date: '2019-07-08',
      says:
        'A life policy has 15 days of grace for monthly premiums and 30 days for quarterly, half-yearly and yearly ' +
        'ones; unpaid after grace it lapses, and can be revived within five years of the first unpaid premium.',
    },
  },
  portability: {
    opensDaysBefore: 60,
    closesDaysBefore: 45,
    source: {
      // Schedule I, clause 1 of the 2016 regulations (they restate the window of the 2011 portability guidelines,
      // IRDA/HLT/MISC/CIR/209/09/2011, which they replaced; IRDAI's 2020 migration and portability guidelines,
      // IRDAI/HLT/REG/CIR/003/01/2020, keep it)
      title: 'IRDAI (Health Insurance) Regulations, 2016, Schedule I (portability)',
      date: '2016-07-18',
      says:
        'A health policy is ported by asking the new insurer at least 45 days, and not more than 60 days, ' +
        'before the renewal date.',
    },
  },
  seniorPremiumRise: {
    fromAge: 60,
    yearlyRiseAbovePercent: 10,
    source: {
      title: 'IRDAI circular on health insurance premiums for senior citizens',
      date: '2025-01-30',
      says:
        'An insurer consults IRDAI before raising a senior citizen’s (60 and over) individual health premium by ' +
        'more than 10% a year.',
    },
  },
  motorNoClaimBonus: {
    lostDaysAfterExpiry: 90,
    source: {
      title: 'India Motor Tariff, General Regulation 27 (no-claim bonus)',
      date: '2002-07-01',
      says: 'The no-claim bonus is lost when a motor policy is renewed more than 90 days after it expired.',
    },
  },
} as const satisfies Record<string, { source: RuleSource; [figure: string]: unknown }>;

/** Reminders go out this many days before the due date (then on the day and during grace). */
export const RENEWAL_REMINDER_DAYS_BEFORE = [60, 45, 30, 15, 7, 1] as const;

/** No SMS between 9 pm and 9 am India time: TRAI's Telecom Commercial Communications Customer Preference
 * Regulations, 2018 bar promotional messages then, and we hold service reminders to the same hours. */
export const QUIET_HOURS_IST = { from: 21, to: 9 } as const;

/**
 * The rule a kind's grace comes from, or null when it has none: a motor policy's cover ends on its expiry date
 * (driving uninsured is an offence under the Motor Vehicles Act, 1988, s. 146; only the no-claim bonus outlives it,
 * by motorNoClaimBonus), and home, travel and other general policies likewise simply expire.
 */
export const GRACE_RULE = {
  life: 'lifeGrace',
  health: 'grace',
  motor: null,
  other: null,
} as const satisfies Record<RenewalKind, keyof typeof RENEWAL_RULES | null>;
export type GraceRuleId = NonNullable<(typeof GRACE_RULE)[RenewalKind]>;

/** Days of grace after the due date for a kind and premium frequency, or null when the kind has no grace. */
export function graceDays(kind: RenewalKind, frequency: PremiumFrequency): number | null {
  const rule = GRACE_RULE[kind];
  if (rule === null) return null;
  const { monthlyDays, otherDays } = RENEWAL_RULES[rule];
  return frequency === 'Monthly' ? monthlyDays : otherDays;
}
