// The claims and service requests API: paths, bodies and answers. The states, moves and clocks are the
// after-sale contract's (claims.ts, service-requests.ts, clock-rules.ts); these only carry them.
import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_STATES } from '../after-sale/claims.ts';
import { CLOCK_RULES, OMBUDSMAN_LIMIT_RUPEES } from '../after-sale/clock-rules.ts';
import { GRIEVANCE_STEPS } from '../after-sale/grievance-steps.ts';
import { isoDate, policyNominee } from './policies.ts';
import { SERVICE_REQUEST_KINDS, SERVICE_REQUEST_STATES } from '../after-sale/service-requests.ts';
import { cappedText, ID_MAX, idSchema } from './text.ts';

export const claimPaths = {
  policyClaims: '/api/Insurance/Policies/:id/Claims',
  claimDocuments: '/api/Insurance/Claims/:id/Documents',
  deathClaim: '/api/Insurance/Claims/Death',
  deathClaimOtp: '/api/Insurance/Claims/Death/Otp',
  claimGrievance: '/api/Insurance/Claims/:id/Grievance',
  claimDischarge: '/api/Insurance/Claims/:id/Discharge',
  claims: '/api/Insurance/Claims',
  claim: '/api/Insurance/Claims/:id',
  policyServiceRequests: '/api/Insurance/Policies/:id/ServiceRequests',
  serviceRequests: '/api/Insurance/ServiceRequests',
  serviceRequest: '/api/Insurance/ServiceRequests/:id',
  /** The customer takes back one of their own open requests (the one move only a customer makes). */
  serviceRequestWithdraw: '/api/Insurance/ServiceRequests/:id/Withdraw',
  adminClaim: '/api/Admin/Claims/:id',
  adminClaimMove: '/api/Admin/Claims/:id/Move',
  adminServiceRequest: '/api/Admin/ServiceRequests/:id',
  adminServiceRequestMove: '/api/Admin/ServiceRequests/:id/Move',
  adminQueue: '/api/Admin/Queues/:queue',
} as const;

const rupees = z.number().int('must be whole rupees').min(1, 'must be at least ₹1').max(ID_MAX);
const note = cappedText(500, { multiLine: true });

export const claimIdParams = z.object({ id: idSchema });

export const newClaimBody = z.object({
  kind: z.enum(['cashless', 'reimbursement', 'motor'], { error: 'must be cashless, reimbursement or motor' }),
  claimedAmount: rupees.nullable().default(null),
  note: note.default(''),
});
export type NewClaimBody = z.infer<typeof newClaimBody>;

/**
 * The hospital has asked the insurer for the final (discharge) authorisation on a cashless claim: the customer
 * records it, which starts the final authorisation's clock (CLOCK_RULES.dischargeAuthorisation).
 */
export const dischargeRequestBody = z.object({ note: note.default('') });

/** The nominee, logged in on their own phone, names the policy and themselves as its record names the nominee. */
export const nomineeOtpBody = z.object({
  policyNumber: cappedText(40).min(1, 'is required'),
  nomineeName: cappedText(60).min(1, 'is required'),
});

/** ...and gives the code the policy's nominee mobile was sent for this policy (nomineeOtpBody first). */
export const deathClaimBody = nomineeOtpBody.extend({
  otp: z
    .string({ error: 'is required: the code sent to the nominee’s mobile' })
    .regex(/^\d{4}$/, 'must be exactly 4 digits'),
  claimedAmount: rupees.nullable().default(null),
});

export const nomineeOtpAnswer = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  /** The mobile the code went to, all but its last 4 digits hidden. */
  result: z.object({ sentTo: z.string() }),
});

/**
 * A step of a sent grievance. The insurer's reply carries its date (`repliedOn`, yyyy-mm-dd); every other step
 * is dated by the server's clock.
 */
export const grievanceStepBody = z.object({
  step: z.enum(GRIEVANCE_STEPS, { error: `must be one of: ${GRIEVANCE_STEPS.join(', ')}` }),
  repliedOn: isoDate.optional(),
});

export const deductionLine = z.object({
  item: cappedText(100).min(1, 'is required'),
  amount: rupees,
  reason: cappedText(200).min(1, 'is required'),
});

export const claimMoveBody = z.object({
  to: z.enum(CLAIM_STATES, { error: `must be one of: ${CLAIM_STATES.join(', ')}` }),
  insurerReference: cappedText(40).optional(),
  approvedAmount: rupees.optional(),
  deductions: z.array(deductionLine).max(30).optional(),
  investigated: z.boolean().optional(),
  note: note.default(''),
});
export type ClaimMoveBody = z.infer<typeof claimMoveBody>;

const ruleSource = z.object({ title: z.string(), date: z.string(), says: z.string() });

export const clockView = z.object({
  rule: z.enum(Object.keys(CLOCK_RULES) as [keyof typeof CLOCK_RULES, ...(keyof typeof CLOCK_RULES)[]]),
  startedAt: z.string(),
  dueAt: z.string(),
  state: z.enum(['running', 'near', 'breached']),
  stopped: z.boolean(),
  /** Stopped clocks: whether the insurer decided in time. */
  inTime: z.boolean().nullable(),
  whenMissed: z.string().nullable(),
  /**
   * The rule's `whenMissed` code once the clock has run out without a decision in time (e.g.
   * 'insurer-bears-extra-hospital-charges'): a fact the screens word as having happened. Null otherwise.
   */
  missed: z.string().nullable(),
  source: ruleSource,
});

export const timelineEntry = z.object({
  state: z.string(),
  note: z.string(),
  at: z.string(),
  by: z.enum(['you', 'nominee', 'adviser']),
});

export const grievanceView = z.object({
  reason: z.enum(['claim-rejected', 'clock-ran-out', 'service-request-late']),
  /** The steps recorded, in order, each with its date. */
  recorded: z.array(
    z.object({ step: z.enum(GRIEVANCE_STEPS), at: z.string(), by: z.enum(['you', 'nominee']) }),
  ),
  /** The steps that may be recorded now. */
  canRecord: z.array(z.enum(GRIEVANCE_STEPS)),
  /** The insurer's 14 days from sending; stopped by its reply. */
  insurerDeadline: clockView.nullable(),
  /** The year to take it to the Ombudsman; null before sending and above the Ombudsman's limit. */
  ombudsmanDeadline: clockView.nullable(),
  overOmbudsmanLimit: z.boolean(),
  steps: z.array(
    z.object({
      rung: z.enum(['insurer-grievance-officer', 'bima-bharosa', 'ombudsman']),
      open: z.boolean(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      barred: z.string().nullable(),
    }),
  ),
});

export const claimView = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  insurer: z.string(),
  kind: z.enum(CLAIM_KINDS),
  state: z.enum(CLAIM_STATES),
  claimedAmount: z.number().int().nullable(),
  approvedAmount: z.number().int().nullable(),
  insurerReference: z.string(),
  deductions: z.array(deductionLine),
  /** The documents this kind of claim asks for, and whether each is in the vault yet. */
  checklist: z.array(z.object({ item: z.string(), uploaded: z.boolean() })),
  clock: clockView.nullable(),
  grievance: grievanceView.nullable(),
  timeline: z.array(timelineEntry),
  next: z.array(z.enum(CLAIM_STATES)),
});
export type ClaimView = z.infer<typeof claimView>;

export const claimAnswer = z.object({ isSuccess: z.boolean(), message: z.string(), result: claimView });
/**
 * Starting a claim (POST policyClaims). alreadyOpen: the same claim (same policy, kind and amount) was already open,
 * so nothing was registered and `result` is that claim as it stands (a double submit); false for a new claim. A
 * client then sends its documents nowhere: they went with the first.
 */
export const startClaimAnswer = claimAnswer.extend({ alreadyOpen: z.boolean() });
export type StartClaimAnswer = z.infer<typeof startClaimAnswer>;
export const claimListAnswer = z.object({ isSuccess: z.boolean(), result: z.array(claimView) });

export const newServiceRequestBody = z.object({
  kind: z.enum(SERVICE_REQUEST_KINDS, { error: `must be one of: ${SERVICE_REQUEST_KINDS.join(', ')}` }),
  /** What is to change, in the customer's words (the new nominee, the corrected address…). */
  details: note.default(''),
});

export const serviceRequestMoveBody = z.object({
  to: z.enum(SERVICE_REQUEST_STATES, { error: `must be one of: ${SERVICE_REQUEST_STATES.join(', ')}` }),
  note: note.default(''),
  /**
   * A nominee change marked done: the new nominee as the insurer recorded it, written to the policy (left out, the
   * policy keeps naming the old one until an adviser records the new).
   */
  nominee: policyNominee.optional(),
});

export const serviceRequestView = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  kind: z.enum(SERVICE_REQUEST_KINDS),
  state: z.enum(SERVICE_REQUEST_STATES),
  details: z.string(),
  clock: clockView,
  timeline: z.array(timelineEntry),
  next: z.array(z.enum(SERVICE_REQUEST_STATES)),
});
export const serviceRequestAnswer = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  result: serviceRequestView,
});
export const serviceRequestListAnswer = z.object({
  isSuccess: z.boolean(),
  result: z.array(serviceRequestView),
});

export const ADMIN_QUEUES = ['claims', 'service-requests', 'renewals'] as const;
export const adminQueueParams = z.object({
  queue: z.enum(ADMIN_QUEUES, { error: `must be one of: ${ADMIN_QUEUES.join(', ')}` }),
});

/**
 * One line of an adviser's queue, earliest deadline first; breached and near-breach lines marked. A claim with no
 * deadline yet (registered, not a cashless one, or motor) has none, and follows those that have, oldest first.
 */
export const queueItem = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  customerMobile: z.string(),
  kind: z.string(),
  state: z.string(),
  openedAt: z.string(),
  dueAt: z.string().nullable(),
  clockState: z.enum(['running', 'near', 'breached']).nullable(),
  rule: z.string().nullable(),
});
export const adminQueueAnswer = z.object({ isSuccess: z.boolean(), result: z.array(queueItem) });

export const claimMessages = {
  claimStarted: 'Your claim is registered. We will tell the insurer and keep you posted here',
  deathClaimStarted: 'The claim is registered. We are sorry for your loss; we will keep you posted here',
  serviceRequested: 'Your request is registered. The insurer has 7 days to complete it',
  moved: 'Updated',
  documentsAdded: 'Saved in your vault and added to the claim',
  kindNotForLine: 'This kind of claim is not available on this policy',
  notAllowedMove: 'That step is not possible from where it stands now',
  referenceNeeded: "Enter the insurer's claim reference to mark it submitted",
  nomineeOnlyForNomineeChange: 'nominee: is only taken when a nominee change is marked done',
  nomineeNeededWhenDone:
    'nominee: the new nominee the insurer recorded is needed to mark a nominee change done',
  amountNeeded: 'Enter the approved amount',
  deductionsMustBalance: 'The deductions must add up to what was claimed less what was approved',
  serviceKindNotForPolicy: 'This request is not available on this policy',
  nomineeOtpSent: 'We have sent a code to the nominee’s mobile on the policy',
  nomineeOtpExpired: 'otp: has expired or was never sent for this policy; ask for a new code',
  nomineeOtpWrong: 'otp: is not the code sent to the nominee’s mobile for this policy',
  noGrievance: 'There is no complaint to send on this claim: it is neither rejected nor late',
  replyDateNeeded: 'repliedOn: enter the date of the insurer’s reply',
  replyDateOnlyForReply: 'repliedOn: only the insurer’s reply takes a date',
  dischargeRecorded: `Recorded: the insurer has ${CLOCK_RULES.dischargeAuthorisation.length.hours} hours for the final authorisation`,
  dischargeNotNow:
    'A discharge can be recorded once, on a cashless claim the insurer has authorised and not yet paid',
  /** The same claim again (same policy, kind and amount) while the first is open: answered with the first. */
  claimAlreadyOpen: 'This claim is already registered and open; here it is as it stands',
  /** The same request again (same policy, kind and details) while the first is open: answered with the first. */
  serviceAlreadyRequested: 'This request is already registered and open; here it is as it stands',
  cashlessNeedsCover:
    'A cashless claim needs the policy in force today, and this policy is not: for a hospital stay while it was in force, claim reimbursement',
  requestNeedsLivePolicy: 'This request needs a policy in force: this policy is cancelled or has ended',
  serviceRequestWithdrawn: 'Your request is withdrawn',
  /** A withdraw of a request already done, refused or withdrawn (or closed by an adviser a moment before). */
  serviceRequestClosed: 'This request is already closed',
} as const;

/**
 * A second death claim on a policy whose first is open or settled, naming the first (BimaSetu's claim number and
 * the insurer's reference once recorded). `deathClaimExistsIn` reads the number back for the screens' words.
 */
export const deathClaimExists = (claimId: number, insurerReference: string) =>
  `A death claim on this policy is already registered as claim no. ${claimId}` +
  (insurerReference ? ` (insurer’s reference ${insurerReference})` : '') +
  '; it is followed there, in My claims';

export function deathClaimExistsIn(
  message: string,
): { claimId: number; insurerReference: string } | undefined {
  const found =
    /^A death claim on this policy is already registered as claim no\. (\d+)(?: \(insurer’s reference (.+)\))?; /.exec(
      message,
    );
  return found ? { claimId: Number(found[1]), insurerReference: found[2] ?? '' } : undefined;
}

/**
 * The in-app notice the clock breach job writes once a claim's or a service request's clock runs out undecided
 * (jobs/clock-breach.job.ts), in the same words as the customer's other in-app messages.
 */
export const clockBreachNotices = {
  claim: (insurer: string, policyNumber: string, missed: string | null) =>
    `The insurer's deadline on your claim on ${insurer} policy ${policyNumber} has passed without a decision. ` +
    (missed === 'insurer-bears-extra-hospital-charges'
      ? 'Extra hospital charges caused by the delay are the insurer’s to bear, not yours. '
      : missed === 'interest-bank-rate-plus-2'
        ? 'The insurer owes you interest for the delay. '
        : '') +
    'A complaint to the insurer is ready for you in My claims.',
  serviceRequest: (policyNumber: string) =>
    `The insurer's deadline on your request on policy ${policyNumber} has passed. See it in My claims; your adviser is following it up.`,
} as const;

/** Why a grievance step was refused (grievanceStepRefusal's codes). */
export const grievanceStepMessages = {
  'already-recorded': 'This step is already recorded',
  'not-sent': 'Send the complaint to the insurer first',
  'reply-before-sending': 'repliedOn: the reply cannot come before the complaint was sent',
  'reply-in-future': 'repliedOn: must not be in the future',
  'not-open-yet': 'This step is not open yet',
  'window-closed': 'The time to take this step has passed',
  'over-ombudsman-limit': `The Insurance Ombudsman hears claims up to ₹${OMBUDSMAN_LIMIT_RUPEES / 100_000} lakh only`,
} as const;
