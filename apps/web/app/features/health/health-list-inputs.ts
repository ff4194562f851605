// What the health and family lists price for: members, city and declared conditions arrive from the quote form in
// the URL; cover and policy period are chosen on the list. Without them the list prices its reference profile.
import {
  HEALTH_COVER_FACTORS,
  HEALTH_PLAN_RATES,
  healthLimitInWords,
  healthPlanLimit,
  networkHospitals,
  quoteHealth,
  type HealthInsured,
  type HealthLimit,
  type HealthQuote,
} from '@bimasetu/contract/rating';
import { HEALTH_GENDERS, insuredMembers, type HealthMember } from '@bimasetu/contract';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';
import type { HealthPlan, HealthPlanInfo } from './health-plan';
import { encodeMembers, LIST_PARAMS } from './health-list-params';

export { encodeMembers, LIST_PARAMS };

export type HealthLine = 'health' | 'family-health';

export interface HealthListInputs {
  members: HealthInsured[];
  city: string;
  conditions: string[];
  /** Null: each plan at its own listed cover, as the catalogue shows it. */
  coverLakh: number | null;
  years: number;
  /** False when the visitor has not told us who to insure, so the reference profile is shown. */
  fromVisitor: boolean;
}

export const COVER_CHOICES = HEALTH_COVER_FACTORS.map(([lakh]) => lakh);
export const PERIOD_CHOICES = [1, 2, 3] as const;

/** The profiles the catalogues were written for (the data files' header comments). */
const REFERENCE_MEMBERS: Record<HealthLine, HealthInsured[]> = {
  health: [{ age: 30, child: false }],
  'family-health': [
    { age: 35, child: false },
    { age: 32, child: false },
    { age: 5, child: true },
    { age: 3, child: true },
  ],
};
const REFERENCE_CITY = 'Delhi';

export function decodeMembers(value: string | null): HealthInsured[] {
  if (!value) return [];
  const members = value.split(',').map((item) => /^([ac])(\d{1,3})$/.exec(item));
  if (members.some((m) => !m || Number(m[2]) > 100)) return [];
  return members.map((m) => ({ child: m![1] === 'c', age: Number(m![2]) }));
}

function choice<T extends number>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => String(option) === value);
}

export function readListInputs(line: HealthLine, params: URLSearchParams): HealthListInputs {
  const members = decodeMembers(params.get(LIST_PARAMS.members));
  const fromVisitor = members.length > 0;
  const conditions = params.get(LIST_PARAMS.conditions);
  return {
    members: fromVisitor ? members : REFERENCE_MEMBERS[line],
    city: (fromVisitor && params.get(LIST_PARAMS.city)) || REFERENCE_CITY,
    conditions: fromVisitor && conditions ? conditions.split(',').filter(Boolean) : [],
    coverLakh: choice(params.get(LIST_PARAMS.cover), COVER_CHOICES) ?? null,
    years: choice(params.get(LIST_PARAMS.years), PERIOD_CHOICES) ?? 1,
    fromVisitor,
  };
}

/** The cover as the plan data writes it ("₹10 Lakh", "₹1 Cr"); the page says it with its words' `cover`. */
export function coverText(lakh: number): string {
  return lakh >= 100 ? `₹${lakh / 100} Cr` : `₹${lakh} Lakh`;
}

/**
 * A plan with its quote: its insurer and periods from the rate table, premium and cover fields the priced figures so
 * filters and sorts use them.
 */
export interface PricedHealthPlan extends HealthPlan {
  quote: HealthQuote;
  rateId: string;
}

/** A plan the visitor's eldest member's age or chosen cover keeps out: the limit, and the engine's English words. */
export interface LeftOutHealthPlan {
  plan: HealthPlanInfo;
  limit: HealthLimit;
  reason: string;
}

/**
 * The left-out plans' names under each reason, in the list's order; `say` puts a limit in the page's language
 * (the engine's English by default).
 */
export function groupByReason(
  leftOut: readonly LeftOutHealthPlan[],
  say: (limit: HealthLimit) => string = healthLimitInWords,
): { names: string[]; reason: string }[] {
  const groups = new Map<string, string[]>();
  for (const { plan, limit } of leftOut) {
    const reason = say(limit);
    groups.set(reason, [...(groups.get(reason) ?? []), plan.planName]);
  }
  return [...groups].map(([reason, names]) => ({ names, reason }));
}

export function priceHealthPlans(
  line: HealthLine,
  plans: readonly HealthPlanInfo[],
  inputs: HealthListInputs,
): { priced: PricedHealthPlan[]; notSold: number; leftOut: LeftOutHealthPlan[] } {
  const leftOut: LeftOutHealthPlan[] = [];
  let notSold = 0;
  const priced = plans.flatMap((plan) => {
    const rateId = `${line}-${plan.id}`;
    const rate = HEALTH_PLAN_RATES[rateId];
    const coverLakh = inputs.coverLakh ?? rate?.listedCoverLakh ?? 0;
    const limit = healthPlanLimit(rateId, inputs.members, coverLakh);
    if (limit) {
      leftOut.push({ plan, limit, reason: healthLimitInWords(limit) });
      return [];
    }
    const quote = quoteHealth({ planId: rateId, ...inputs, coverLakh });
    if (!quote || !rate) {
      notSold += 1;
      return [];
    }
    return [
      {
        ...plan,
        // the insurer and the periods are the rate table's
        companyLogo: rate.insurer,
        companyName: rate.insurer,
        cashlessHospitals: networkHospitals(rate.insurer),
        policyPeriods: rate.periods as HealthPlan['policyPeriods'],
        rateId,
        quote,
        coverAmount: coverText(coverLakh),
        premiumMonthly: quote.perMonth,
        premiumAnnually: quote.perYear,
      },
    ];
  });
  return { priced, notSold, leftOut };
}

/** The adults' names after Self, in the order the list's members are written (its spouse first). */
const ADULTS_AFTER_SPOUSE = [
  'Father',
  'Mother',
  'Father-in-law',
  'Mother-in-law',
  'Grandfather',
  'Grandmother',
];

/** A member's age as the health form writes it ("34 years", "1 year"; under a year, "4-12 Months"). */
const ageSaid = (age: number) => (age === 0 ? '4-12 Months' : `${age} ${age === 1 ? 'year' : 'years'}`);

/**
 * The members a card was priced for, as the health lead names them: the quote form's own when they are the same
 * people (a list opened from the form), else the first adult is Self, the second the spouse, then the parents, and
 * every child a son (the price reads only the ages and who is a child).
 */
function membersOfList(
  remembered: Record<string, unknown> | null,
  members: readonly HealthInsured[],
): HealthMember[] {
  const told: unknown = remembered?.members;
  const toldMembers =
    Array.isArray(told) &&
    told.every(
      (m: Partial<HealthMember> | null) => typeof m?.member === 'string' && typeof m.age === 'string',
    )
      ? insuredMembers(told as HealthMember[])
      : [];
  if (
    toldMembers.length === members.length &&
    toldMembers.every((m, i) => m.age === members[i]?.age && m.child === members[i]?.child)
  )
    return told as HealthMember[];
  const spouse = remembered?.gender === HEALTH_GENDERS[1] ? 'Husband' : 'Wife';
  const adultNames = ['Self', spouse, ...ADULTS_AFTER_SPOUSE];
  let adults = 0;
  return members.map(({ age, child }) => ({
    member: child ? 'Son' : (adultNames[adults++] ?? 'Self'),
    age: ageSaid(age),
  }));
}

/**
 * Before the application opens: the health lead the quote form remembered (name, gender, mobile, conditions), with
 * the members and city the card was priced for in place of its own, so the form's figure is the card's (a list
 * opened from its address, or at its reference profile, has no lead of its own: the application's fields give the
 * name and mobile, `quoteDetails`).
 */
export function rememberPricedHealth(line: HealthLine, inputs: HealthListInputs): void {
  const remembered = rememberedQuote(line);
  rememberQuote(line, {
    ...remembered,
    members: membersOfList(remembered, inputs.members),
    city: inputs.city,
  });
}
