// A health or family health plan (shopping spec §3) and the choices its filter tabs can offer (§9). The Insurer tab
// has no list of its own: the spec's 21 insurers, 11 of them with no plan on either list, offered "Show 0 plans"; it
// offers the insurers of the list's plans (health-plan-filters.ts `healthTabChoices`).
import { HEALTH_PLAN_DIRECTORY, type NetworkHospitals, type PlanTable } from '@bimasetu/contract/rating';

export const ROOM_RENT_TYPES = [
  'No room rent limit',
  'Single private AC room',
  'Up to 1% of cover per day',
] as const;
export const POLICY_BENEFITS = [
  'Restore benefit',
  'No claim bonus',
  'Free health check-up',
  'OPD cover',
  'Maternity cover',
] as const;
export const PORTABILITY = ['Portability available'] as const;
export const MATERNITY_WAITING_YEARS = [2, 3, 4] as const;
export const DISEASE_WAITING_YEARS = [1, 2, 3] as const;
export const POLICY_PERIOD_YEARS = [1, 2, 3, 4, 5] as const;

/** Every tag a card shows above its name (said in the page's language like the features below). */
export const HEALTH_TAGS = [
  '2x cover from day one',
  '5-year policy option',
  'Automatic restore',
  'Chronic care from day one',
  'Cover from ₹3 lakh',
  'Direct claim settlement',
  'Disease waiting from 1 year',
  'Double wallet of cover',
  'Global cover',
  'Health rewards',
  'Infinite cover add-on',
  'Lock the clock: age-locked premium',
  'Maternity cover',
  'Newborn cover from day 16',
  'Newborn cover',
  'No room rent limit',
  'OPD cover',
  'Unlimited restore',
  'Up to 100% HealthReturns',
] as const;

/**
 * Every feature line the plans list (the words files say each in the page's language, keyed by the English, so
 * a line added to a plan without its words fails typecheck).
 */
export const HEALTH_FEATURES = [
  'No room rent limit',
  'Single private AC room',
  'Up to 1% of cover per day',
  'Pre-existing diseases covered after 1 year',
  'Pre-existing diseases covered after 2 years',
  'Pre-existing diseases covered after 3 years',
  'Pre- and post-hospitalisation cover for 60 and 180 days',
  'Day-care procedures and AYUSH treatment covered',
  'Restore benefit',
  'No claim bonus of up to 100% of cover',
  'Free health check-up',
  'OPD cover',
  'Maternity cover after 2 years',
  'Portability from your current insurer',
  'Tax benefit under section 80D (old tax regime only)',
] as const;

export type HealthFeature = (typeof HEALTH_FEATURES)[number];
export type HealthTag = (typeof HEALTH_TAGS)[number];
export type RoomRentType = (typeof ROOM_RENT_TYPES)[number];
export type PolicyBenefit = (typeof POLICY_BENEFITS)[number];

/** What a list's data says of a plan: its name and presentation (the web's own; health-plans.data.ts). */
export interface HealthPlanInfo {
  id: number;
  planName: string;
  features: readonly HealthFeature[];
  tags: readonly HealthTag[];
  roomRent: RoomRentType;
  benefits: readonly PolicyBenefit[];
  portable: boolean;
  maternityWaitingYears: (typeof MATERNITY_WAITING_YEARS)[number];
  diseaseWaitingYears: (typeof DISEASE_WAITING_YEARS)[number];
}

/** A plan as the list shows it: its data with the contract's insurer, cover and periods and the engine's premium. */
export interface HealthPlan extends HealthPlanInfo {
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  companyLogo: string;
  /** The rate table's insurer; the Insurer tab offers the insurers of the list's plans (healthTabChoices). */
  companyName: string;
  /** The insurer's network hospital count as its own site states it, with the page and date; or not published. */
  cashlessHospitals: NetworkHospitals;
  /** As shown: "₹10 Lakh", "₹1 Cr". */
  coverAmount: string;
  /** Rupees. */
  premiumMonthly: number;
  premiumAnnually: number;
  /** Policy periods the plan can be bought for, in years. */
  policyPeriods: readonly (typeof POLICY_PERIOD_YEARS)[number][];
}

/** A list's plans: each plan's presentation, named as the contract's plan directory names it (`<line>-<id>`). */
export function namedHealthPlans(
  line: keyof typeof HEALTH_PLAN_DIRECTORY,
  plans: readonly Omit<HealthPlanInfo, 'planName'>[],
): HealthPlanInfo[] {
  const directory: PlanTable = HEALTH_PLAN_DIRECTORY[line];
  return plans.map((plan) => {
    const entry = directory[`${line}-${plan.id}`];
    if (!entry) throw new Error(`${line}-${plan.id} is not in the plan directory`);
    return { ...plan, planName: entry[0] };
  });
}
