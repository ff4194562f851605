// The sanity rules of a vault policy's dates (zod-free, so the vault's words can name them without zod): every
// date between 1900 and 2199, a policy ending at most 100 years from today (a whole-life or term policy runs to
// age 99 or 100), starting no later than it ends, and a date of birth or a document's receipt not in the future.
// "Today" is the India date of whoever checks: the browser's for the form, the server's injected clock on the API.
import { addMonths } from './clock-dates.ts';

export const POLICY_DATE_LIMITS = {
  /** No one insured or nominated today was born before it, and no policy in the vault started before it. */
  earliest: '1900-01-01',
  /** Past every date the limits below allow for the next 75 years; it keeps each date's year to four digits. */
  latest: '2199-12-31',
  /** How far ahead a policy may end: a whole-life policy bought for a newborn runs to age 99 or 100. */
  endYearsAhead: 100,
} as const;

/** Why a vault date is refused: the words (contract English below, the vault's Hindi) say each one. */
export const POLICY_DATE_RULES = [
  'out-of-range',
  'ends-too-far',
  'starts-after-end',
  'born-in-future',
  'received-in-future',
] as const;
export type PolicyDateRule = (typeof POLICY_DATE_RULES)[number];

/** The API's words for each rule, read after the field's name ("policy.endDate: …"). */
export const policyDateMessages: Record<PolicyDateRule, string> = {
  'out-of-range': 'must be a date from 1900 to 2199',
  'ends-too-far': `must be no more than ${POLICY_DATE_LIMITS.endYearsAhead} years from today`,
  'starts-after-end': 'must be on or before the date the cover ends',
  'born-in-future': 'must not be in the future: a date of birth is today or earlier',
  'received-in-future': 'must not be in the future: the document was received today or earlier',
};

/** A real yyyy-mm-dd date inside the vault's years (the shape is checked first, by the schema). */
export function isWithinVaultYears(date: string): boolean {
  return date >= POLICY_DATE_LIMITS.earliest && date <= POLICY_DATE_LIMITS.latest;
}

/** The last day a policy recorded on `today` may end. */
export function latestPolicyEnd(today: string): string {
  return addMonths(today, POLICY_DATE_LIMITS.endYearsAhead * 12);
}

type DatedPolicy = {
  startDate?: string | null;
  endDate: string;
  documentReceivedOn?: string | null;
  members: readonly { dob?: string | null }[];
  nominee?: { dob?: string | null } | null;
};

export type PolicyDateProblem = { path: (string | number)[]; rule: PolicyDateRule };

/** Every date of a policy that breaks a rule on `today` (yyyy-mm-dd, India), each with its field's path. */
export function policyDateProblems(policy: DatedPolicy, today: string): PolicyDateProblem[] {
  const problems: PolicyDateProblem[] = [];
  if (policy.endDate > latestPolicyEnd(today)) problems.push({ path: ['endDate'], rule: 'ends-too-far' });
  if (policy.startDate && policy.startDate > policy.endDate) {
    problems.push({ path: ['startDate'], rule: 'starts-after-end' });
  }
  if (policy.documentReceivedOn && policy.documentReceivedOn > today) {
    problems.push({ path: ['documentReceivedOn'], rule: 'received-in-future' });
  }
  policy.members.forEach((member, i) => {
    if (member.dob && member.dob > today)
      problems.push({ path: ['members', i, 'dob'], rule: 'born-in-future' });
  });
  if (policy.nominee?.dob && policy.nominee.dob > today) {
    problems.push({ path: ['nominee', 'dob'], rule: 'born-in-future' });
  }
  return problems;
}
