// The policy in the vault: what an adviser records from a request, what a customer adds for a policy bought
// elsewhere, and what both read back. Dates are calendar dates, yyyy-mm-dd, India time.
import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, NOMINEE_RELATIONS } from '../constants.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_UPLOADS_PER_HOUR,
  POLICY_DOCUMENT_KINDS,
  POLICY_LINES,
  POLICY_MEMBER_RELATIONS,
  POLICY_MEMBERS_MAX,
  POLICY_SOURCES,
  PREMIUM_FREQUENCIES,
} from '../after-sale/policy-lines.ts';
import { POLICY_STATUSES } from '../after-sale/policy-status.ts';
import { istDate } from '../after-sale/clock-dates.ts';
import {
  isWithinVaultYears,
  policyDateMessages,
  policyDateProblems,
  type PolicyDateRule,
} from '../after-sale/policy-dates.ts';
import { isPersonName } from '../typed-input.ts';
import { cappedText, ID_MAX, idSchema } from './text.ts';

const RUPEES_MAX = ID_MAX;

function isRealIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
}

/** The rule a refused date broke, on its issue's params, so a form says it in its own language. */
const ruled = (rule: PolicyDateRule) => ({ message: policyDateMessages[rule], params: { dateRule: rule } });

/** A real calendar date from 1900 to 2199 (the vault's years: POLICY_DATE_LIMITS). */
export const isoDate = z
  .string()
  .max(10, { message: 'must be a date written yyyy-mm-dd', abort: true })
  .refine(isRealIsoDate, { message: 'must be a real date written yyyy-mm-dd', abort: true })
  .refine(isWithinVaultYears, ruled('out-of-range'));

const personName = cappedText(60)
  .min(1, 'is required')
  .refine((v) => isPersonName(v), 'must contain only letters and spaces');
const phone = cappedText(20).refine(
  (v) => v === '' || /^\+?\d[\d -]{2,18}$/.test(v),
  'must be a phone number',
);
const rupees = z.number().int('must be whole rupees').min(0, 'must not be negative').max(RUPEES_MAX);

export const policyMember = z.object({
  name: personName,
  relation: z.enum(POLICY_MEMBER_RELATIONS),
  dob: isoDate.nullable().default(null),
  /** The insurer's member or health card id, where it gives one. */
  memberId: cappedText(40).default(''),
});
export type PolicyMember = z.infer<typeof policyMember>;

export const policyNominee = z.object({
  name: personName,
  relation: z.enum(NOMINEE_RELATIONS),
  dob: isoDate.nullable().default(null),
  /** The nominee's own mobile: a death claim is started only with a code sent to it. */
  mobile: cappedText(10)
    .refine(
      (v) => v === '' || INDIAN_MOBILE_PATTERN.test(v),
      'must be a 10-digit mobile starting with 6, 7, 8 or 9',
    )
    .default(''),
});
export type PolicyNominee = z.infer<typeof policyNominee>;

const policyNumber = cappedText(40)
  .min(1, 'is required')
  .refine((v) => /^[A-Za-z0-9][A-Za-z0-9/ .-]*$/.test(v), 'must be letters, digits, / . or -');

/** The fields of a policy a customer adds: the first five are asked, the rest optional. */
const addedPolicyShape = z.object({
  insurer: cappedText(60).min(1, 'is required'),
  line: z.enum(POLICY_LINES),
  policyNumber,
  endDate: isoDate,
  members: z.array(policyMember).min(1, 'must name who is covered').max(POLICY_MEMBERS_MAX),
  planName: cappedText(100).default(''),
  startDate: isoDate.nullable().default(null),
  documentReceivedOn: isoDate.nullable().default(null),
  sumInsured: rupees.nullable().default(null),
  premium: rupees.nullable().default(null),
  premiumFrequency: z.enum(PREMIUM_FREQUENCIES).nullable().default(null),
  nominee: policyNominee.nullable().default(null),
  claimHelpline: phone.default(''),
  tpaName: cappedText(80).default(''),
  tpaHelpline: phone.default(''),
});

/** What an adviser records from a request: the dates, cover and premium are known then, so they are asked. */
const issuedPolicyShape = addedPolicyShape.extend({
  startDate: isoDate,
  documentReceivedOn: isoDate,
  sumInsured: rupees,
  premium: rupees,
  premiumFrequency: z.enum(PREMIUM_FREQUENCIES),
});

/** The date rules that need today (policy-dates.ts), checked on `today()` when the rest of the policy holds. */
function datesSaneOn<T extends z.output<typeof addedPolicyShape>>(today: () => string) {
  return (policy: T, ctx: z.RefinementCtx<T>) => {
    if (!Array.isArray(policy.members)) return;
    for (const { path, rule } of policyDateProblems(policy, today())) {
      ctx.addIssue({ code: 'custom', path, ...ruled(rule) });
    }
  };
}

/** The policy a customer adds, its dates checked on `today` (yyyy-mm-dd, India): the server passes its clock's. */
export function addedPolicyFieldsOn(today: string) {
  return addedPolicyShape.superRefine(datesSaneOn(() => today));
}
/** The policy an adviser records, its dates checked on `today` (the server's clock). */
export function issuedPolicyFieldsOn(today: string) {
  return issuedPolicyShape.superRefine(datesSaneOn(() => today));
}
/** The same checked on this computer's India date when parsed (the forms'): the API parses with `…On(today)`. */
export const addedPolicyFields = addedPolicyShape.superRefine(datesSaneOn(() => istDate(new Date())));
export const issuedPolicyFields = issuedPolicyShape.superRefine(datesSaneOn(() => istDate(new Date())));
export type AddedPolicyFields = z.input<typeof addedPolicyFields>;
export type IssuedPolicyFields = z.input<typeof issuedPolicyFields>;

export const policyIdParams = z.object({ id: idSchema });
export const policyDocumentParams = z.object({ id: idSchema, documentId: idSchema });

export const policyDocumentView = z.object({
  id: z.number().int(),
  kind: z.enum(POLICY_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Sent with a claim: the claim checklist's item it answers ("claim-form", "bills"…), else null. */
  claimItem: z.string().nullable(),
});
export type PolicyDocumentView = z.infer<typeof policyDocumentView>;

export const policyView = z.object({
  id: z.number().int(),
  source: z.enum(POLICY_SOURCES),
  line: z.enum(POLICY_LINES),
  insurer: z.string(),
  planName: z.string(),
  policyNumber: z.string(),
  members: z.array(policyMember),
  nominee: policyNominee.nullable(),
  sumInsured: z.number().int().nullable(),
  premium: z.number().int().nullable(),
  premiumFrequency: z.enum(PREMIUM_FREQUENCIES).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string(),
  documentReceivedOn: z.string().nullable(),
  renewalDueOn: z.string().nullable(),
  status: z.enum(POLICY_STATUSES),
  /** As recorded, or else the insurer's published number (INSURER_HELPLINES); blank when none is published. */
  claimHelpline: z.string(),
  /** The page the published number was read from; blank when the helpline was recorded on the policy. */
  claimHelplineSource: z.string(),
  tpaName: z.string(),
  tpaHelpline: z.string(),
  /** The request it was issued from (BS-…), blank for one the customer added. */
  requestReference: z.string(),
  /** The customer asked an adviser to help with it (only then may an adviser see one they added). */
  helpRequested: z.boolean(),
  createdAt: z.string(),
  /** Worked out by the server on today's date in India, so every screen counts the same days. */
  today: z.string(),
  freeLookEndsOn: z.string().nullable(),
  freeLookDaysLeft: z.number().int().nullable(),
  daysToRenewal: z.number().int().nullable(),
  graceEndsOn: z.string().nullable(),
  documents: z.array(policyDocumentView),
});
export type PolicyView = z.infer<typeof policyView>;

export const policyListAnswer = z.object({ isSuccess: z.boolean(), result: z.array(policyView) });
export type PolicyListAnswer = z.infer<typeof policyListAnswer>;
export const policyAnswer = z.object({ isSuccess: z.boolean(), message: z.string(), result: policyView });
export type PolicyAnswer = z.infer<typeof policyAnswer>;

/** What the vault's calls answer with. */
export const policyMessages = {
  recorded: 'Policy recorded. The customer can see it in My policies',
  added: 'Your policy is saved in My policies',
  documentAdded: 'Document saved',
  helpAsked: 'An adviser can now see this policy and will help you with it',
  uploadsPerHour: `You can upload at most ${DOCUMENT_UPLOADS_PER_HOUR} files an hour. Please try again later`,
  policyFileNeeded: 'policy: attach the policy document the insurer issued (PDF, JPEG or PNG)',
  alreadyRecorded: 'policyNumber: this policy is already recorded for this request',
  /** The same insurer and policy number is already in the customer's vault (a renewal is recorded on it). */
  alreadyInVault:
    'policyNumber: this policy is already in My policies. To keep its new term, record the renewal on it there',
  /** The customer's in-app message when an adviser records a policy issued from their request. */
  issuedInApp: (insurer: string, policyNumber: string, reference: string) =>
    `Your ${insurer} policy ${policyNumber} (request ${reference}) is issued. You can see it, its documents and ` +
    'an emergency card under My policies.',
} as const;
