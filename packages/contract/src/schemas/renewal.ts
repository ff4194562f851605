// A policy's renewal quote: next year's premium priced again by its line's engine beside last year's, the reasons
// as facts, and the renewal's deadlines each with its rule. Dates are India dates, yyyy-mm-dd.
import { z } from 'zod';
import { POLICY_LINES, PREMIUM_FREQUENCIES } from '../after-sale/policy-lines.ts';
import { RENEWAL_DEADLINE_CODES } from '../after-sale/renewal-deadlines.ts';
import { RENEWAL_SUBJECTS } from '../after-sale/renewal-premium.ts';
import { RENEWAL_RULES } from '../after-sale/renewal-rules.ts';

/** GET: the customer's own policy only; anyone else's answers 404. */
export const renewalPath = '/api/Insurance/Policies/:id/Renewal';

const ruleId = z.enum(Object.keys(RENEWAL_RULES) as [keyof typeof RENEWAL_RULES]);

export const renewalFact = z.discriminatedUnion('code', [
  z.object({ code: z.literal('age-band'), from: z.string(), to: z.string() }),
  z.object({ code: z.literal('rate-revision'), from: z.string(), to: z.string() }),
  z.object({ code: z.literal('loading'), fromPercent: z.number(), toPercent: z.number() }),
  z.object({ code: z.literal('vehicle-age'), fromMonths: z.number().int(), toMonths: z.number().int() }),
  z.object({ code: z.literal('no-claim-bonus-assumed'), claimFreeYears: z.number().int() }),
  z.object({
    code: z.literal('third-party-in-force'),
    thirdPartyYears: z.number().int(),
    yearsLeft: z.number().int(),
  }),
  z.object({ code: z.literal('no-change') }),
  z.object({ code: z.literal('senior-rise-needs-irdai-consultation'), risePercent: z.number() }),
]);

/** What last year's premium was priced from (kept when the policy was recorded from a request's quote). */
export const renewalBasisView = z.object({
  rateVersion: z.string(),
  pricedOn: z.string(),
  /** The eldest insured's age when it was priced, when the line prices by age. */
  eldestAge: z.number().int().nullable(),
  ageBand: z.string().nullable(),
  loadingPercent: z.number(),
  cover: z.number().int().nullable(),
});

const coverSource = z.object({ title: z.string(), date: z.string() });

/**
 * A car's or two-wheeler's cover at renewal (the contract's RenewalCover): the IDV recorded on the policy,
 * depreciated by the India Motor Tariff's schedule for the vehicle's age on the renewal date; or, where no schedule
 * gives it (age not known to us, past 5 years), the recorded IDV, the insurer setting the new one.
 */
export const renewalCoverView = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('idv-depreciated'),
    recordedIdv: z.number().int(),
    idv: z.number().int(),
    fromMonths: z.number().int(),
    toMonths: z.number().int(),
    fromPercent: z.number(),
    toPercent: z.number(),
    source: coverSource,
  }),
  z.object({
    code: z.literal('idv-set-by-insurer'),
    recordedIdv: z.number().int(),
    reason: z.enum(['vehicle-age-unknown', 'agreed-value']),
    source: coverSource,
  }),
]);
export type RenewalCoverView = z.infer<typeof renewalCoverView>;

/**
 * priced: the engine's premium for next year; no-basis: a policy added from elsewhere (nothing to price from);
 * level-premium: a life policy's premium stays the same each year; not-offered: the plan no longer takes these
 * members (its engine's reason); no-renewal: the policy simply ends (travel, single premium).
 */
export const renewalQuoteView = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('priced'),
    premium: z.number().int(),
    changePercent: z.number().nullable(),
    rateVersion: z.string(),
    eldestAge: z.number().int().nullable(),
    ageBand: z.string().nullable(),
    /** What aged a year: the people insured, the vehicle; or nothing (the same property, the same details). */
    subject: z.enum(RENEWAL_SUBJECTS),
  }),
  z.object({ status: z.literal('no-basis') }),
  z.object({ status: z.literal('level-premium'), premium: z.number().int().nullable() }),
  z.object({ status: z.literal('not-offered'), reason: z.string() }),
  z.object({ status: z.literal('no-renewal') }),
]);

export const renewalDeadlineView = z.object({
  code: z.enum(RENEWAL_DEADLINE_CODES),
  on: z.string(),
  daysLeft: z.number().int(),
  rule: ruleId.nullable(),
});

export const renewalView = z.object({
  policyId: z.number().int(),
  line: z.enum(POLICY_LINES),
  insurer: z.string(),
  planName: z.string(),
  policyNumber: z.string(),
  frequency: z.enum(PREMIUM_FREQUENCIES).nullable(),
  today: z.string(),
  dueOn: z.string().nullable(),
  graceEndsOn: z.string().nullable(),
  lastPremium: z.number().int().nullable(),
  basis: renewalBasisView.nullable(),
  /** A motor policy's IDV at renewal, from the IDV recorded on it; null for other lines or none recorded. */
  cover: renewalCoverView.nullable(),
  quote: renewalQuoteView,
  facts: z.array(renewalFact),
  deadlines: z.array(renewalDeadlineView),
  portability: z
    .object({ open: z.boolean(), opens: z.string(), closes: z.string(), rule: ruleId })
    .nullable(),
  noClaimBonus: z
    .object({ lostAfter: z.string(), daysLeft: z.number().int().nullable(), rule: ruleId })
    .nullable(),
  /** The rule the senior citizen's flag cites, when a fact raises it. */
  seniorRule: ruleId.nullable(),
});
export type RenewalView = z.infer<typeof renewalView>;
export type RenewalFactView = z.infer<typeof renewalFact>;

export const renewalAnswer = z.object({ isSuccess: z.boolean(), result: renewalView });
export type RenewalAnswer = z.infer<typeof renewalAnswer>;
