// The dates of a policy's renewal, each with the rule it comes from: notice, reminders, grace, portability, the
// motor no-claim bonus, and the senior citizen's premium rise that needs IRDAI's consultation.
import type { RuleSource } from './clock-rules.ts';

export type PremiumFrequency = 'Monthly' | 'Quarterly' | 'Half-yearly' | 'Yearly' | 'Single';

export const RENEWAL_RULES = {
  notice: {
    daysBefore: 30,
    source: {
      title: "IRDAI Master Circular on Protection of Policyholders' Interests, 2024",
      date: '2024-09-05',
      says: 'The insurer reminds the policyholder of a renewal at least 30 days before it falls due.',
    },
  },
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
  portability: {
    opensDaysBefore: 60,
    closesDaysBefore: 45,
    source: {
      title: 'IRDAI Guidelines on Health Insurance Portability (Ref. IRDA/HLT/MISC/CIR/209/09/2011)',
      date: '2011-09-09',
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

export function graceDays(frequency: PremiumFrequency): number {
  return frequency === 'Monthly' ? RENEWAL_RULES.grace.monthlyDays : RENEWAL_RULES.grace.otherDays;
}
