// Why a renewal premium differs from last year's, as facts each language words: a new age band, a revised rate
// table, a loading; and the flags the rules ask for (a senior's rise over 10%, the portability window, the motor
// no-claim bonus).
import { addDays, daysBetween, istDate, seniorRiseNeedsConsultation } from './clock-dates.ts';
import { RENEWAL_RULES } from './renewal-rules.ts';

export interface PremiumYear {
  premium: number;
  /** The eldest insured's age at the start of the year. */
  age: number;
  /** The age band the rate table priced (e.g. "56-60"). */
  ageBand: string;
  /** The rate table's version (its filing with IRDAI). */
  rateVersion: string;
  /** A loading on the premium (claims, health condition), percent. */
  loadingPercent: number;
}

export type RenewalPremiumFact =
  | { code: 'age-band'; from: string; to: string }
  | { code: 'rate-revision'; from: string; to: string }
  | { code: 'loading'; fromPercent: number; toPercent: number }
  | { code: 'vehicle-age'; fromMonths: number; toMonths: number }
  | { code: 'no-claim-bonus-assumed'; claimFreeYears: number }
  | { code: 'third-party-in-force'; thirdPartyYears: number; yearsLeft: number }
  | { code: 'no-change' }
  | { code: 'senior-rise-needs-irdai-consultation'; risePercent: number };

/**
 * What the renewal priced a year on, so the page says what aged: the people insured (their ages), the vehicle (its
 * age, and with it the IDV), the property (the same home and sums insured; nothing ages), or the same details.
 */
export const RENEWAL_SUBJECTS = ['people', 'vehicle', 'property', 'same-details'] as const;
export type RenewalSubject = (typeof RENEWAL_SUBJECTS)[number];

/** A rule's title as its issuer names it, and the date it took effect (yyyy-mm-dd). */
export interface CoverSource {
  title: string;
  date: string;
}

/**
 * A motor policy's cover at renewal. idv-depreciated: the IDV recorded on the policy carried by the tariff's
 * depreciation schedule from the vehicle's age when it was priced to its age on the renewal date. idv-set-by-insurer:
 * we cannot work it out (the vehicle's age is not known to us, or it is past 5 years, where the IDV is agreed with
 * the insurer), so the page shows the recorded IDV and says the insurer sets the new one.
 */
export type RenewalCover =
  | {
      code: 'idv-depreciated';
      recordedIdv: number;
      idv: number;
      fromMonths: number;
      toMonths: number;
      fromPercent: number;
      toPercent: number;
      source: CoverSource;
    }
  | {
      code: 'idv-set-by-insurer';
      recordedIdv: number;
      reason: 'vehicle-age-unknown' | 'agreed-value';
      source: CoverSource;
    };

export interface RenewalPremiumExplanation {
  last: number;
  next: number;
  /** Rounded to one decimal; negative when it fell. */
  changePercent: number;
  facts: RenewalPremiumFact[];
}

export function explainRenewalPremium(
  last: PremiumYear,
  next: PremiumYear,
  line: 'life' | 'health' | 'motor' | 'other',
  /** What else the engine priced differently (a motor vehicle's age, its no-claim years). */
  priced: readonly RenewalPremiumFact[] = [],
): RenewalPremiumExplanation {
  const facts: RenewalPremiumFact[] = [...priced];
  if (last.ageBand !== next.ageBand) facts.push({ code: 'age-band', from: last.ageBand, to: next.ageBand });
  if (last.rateVersion !== next.rateVersion) {
    facts.push({ code: 'rate-revision', from: last.rateVersion, to: next.rateVersion });
  }
  // a loading the insurer put on last year's premium is carried into the renewal, and said so
  if (last.loadingPercent !== next.loadingPercent || next.loadingPercent !== 0) {
    facts.push({ code: 'loading', fromPercent: last.loadingPercent, toPercent: next.loadingPercent });
  }
  if (facts.length === 0 && last.premium === next.premium) facts.push({ code: 'no-change' });
  const changePercent =
    last.premium > 0 ? Math.round(((next.premium - last.premium) * 1000) / last.premium) / 10 : 0;
  if (line === 'health' && seniorRiseNeedsConsultation(next.age, last.premium, next.premium)) {
    facts.push({ code: 'senior-rise-needs-irdai-consultation', risePercent: changePercent });
  }
  return { last: last.premium, next: next.premium, changePercent, facts };
}

export interface RenewalOffers {
  /** Health: a port to another insurer can be asked for now (60 to 45 days before). */
  portabilityOpen: boolean;
  /** Motor: renewing after this India date loses the no-claim bonus. */
  noClaimBonusLostAfter?: string;
  /** Motor, past expiry: the days left to keep the no-claim bonus (0 on its last day). */
  noClaimBonusDaysLeft?: number;
}

export function renewalOffers(
  due: string,
  line: 'life' | 'health' | 'motor' | 'other',
  now: Date,
): RenewalOffers {
  const today = istDate(now);
  const { portability, motorNoClaimBonus } = RENEWAL_RULES;
  const portabilityOpen =
    line === 'health' &&
    today >= addDays(due, -portability.opensDaysBefore) &&
    today <= addDays(due, -portability.closesDaysBefore);
  if (line !== 'motor') return { portabilityOpen };
  const keptUntil = addDays(due, motorNoClaimBonus.lostDaysAfterExpiry);
  const daysLeft = daysBetween(today, keptUntil);
  return {
    portabilityOpen,
    noClaimBonusLostAfter: keptUntil,
    ...(today > due && daysLeft >= 0 ? { noClaimBonusDaysLeft: daysLeft } : {}),
  };
}
