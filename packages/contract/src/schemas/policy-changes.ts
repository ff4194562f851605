// The status changes a person records on a policy: an adviser on one issued through us, a customer on one they
// added. Each answers the policy as it stands after the change (for a renewal, the new term).
import { z } from 'zod';
import type { ChangeRefusal } from '../after-sale/policy-changes.ts';
import type { PolicyStatus } from '../after-sale/policy-status.ts';
import { isoDate } from './policies.ts';
import { cappedText, ID_MAX } from './text.ts';

const rupees = z.number().int('must be whole rupees').min(0, 'must not be negative').max(ID_MAX);
const note = cappedText(200).default('');
const policyNumber = cappedText(40).refine(
  (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9/ .-]*$/.test(v),
  'must be letters, digits, / . or -',
);

const renewed = z.object({
  event: z.literal('renewed'),
  /** The new term's last day. */
  endDate: isoDate,
  /** The new term's first day; the day after the old term ends when not given. */
  startDate: isoDate.nullable().default(null),
  premium: rupees.nullable().default(null),
  sumInsured: rupees.nullable().default(null),
  /** Blank keeps the number (most insurers keep it across renewals). */
  policyNumber: policyNumber.default(''),
});
const cancelled = z.object({ event: z.literal('cancelled'), reason: note });

/** The refusal of an event neither list has, naming what each side may send. */
const oneOfEvents = (events: string[]) => ({ error: `must be one of: ${events.join(', ')}` });

export const adviserPolicyChange = z.discriminatedUnion(
  'event',
  [
    z.object({ event: z.literal('premium-paid'), note }),
    renewed,
    z.object({ event: z.literal('revived'), note }),
    cancelled,
  ],
  oneOfEvents(['premium-paid', 'renewed', 'revived', 'cancelled']),
);
export type AdviserPolicyChange = z.input<typeof adviserPolicyChange>;
export const customerPolicyChange = z.discriminatedUnion(
  'event',
  [renewed, cancelled],
  oneOfEvents(['renewed', 'cancelled']),
);
export type CustomerPolicyChange = z.input<typeof customerPolicyChange>;

export const policyChangePaths = {
  customer: '/api/Insurance/Policies/:id/Changes',
  adviser: '/api/Admin/Policies/:id/Changes',
} as const;

const statusWords: Record<PolicyStatus, string> = {
  'in-free-look': 'in its free-look period',
  active: 'active',
  'renewal-due': 'due for renewal',
  'in-grace': 'in its grace period',
  lapsed: 'lapsed',
  expired: 'expired',
  renewed: 'already renewed',
  cancelled: 'cancelled',
};

/** A refused change (409): the reason, naming the policy's status where that is the reason. */
export const policyChangeRefusals: Record<ChangeRefusal, (status: PolicyStatus, event: string) => string> = {
  'not-in-this-status': (status, event) =>
    `event: a policy that is ${statusWords[status]} cannot be marked ${event}`,
  'renewal-not-premium': () =>
    'event: this policy carries on by renewal, not by premiums: record its renewal with the new term instead',
  'revival-window-closed': () =>
    'event: a lapsed policy can be revived only within five years of its first unpaid premium',
  'term-over': () => 'event: the policy’s term is over, so it cannot be revived',
  'issued-through-us': () =>
    'event: this policy was issued through BimaSetu: ask your adviser to record the change',
  'added-by-customer': () => 'event: this policy was added by the customer: only they record its changes',
};

export const policyChangeMessages = {
  recorded: {
    'premium-paid': 'Premium recorded as paid',
    renewed: 'Renewal recorded: the new term is saved',
    revived: 'Revival recorded',
    cancelled: 'Cancellation recorded',
  },
  renewalEndsEarly: 'endDate: must be after the new term’s first day',
  renewalStartsEarly: 'startDate: must be after the current term’s first day',
  /** An adviser who has not worked on this customer's requests, claims or service requests. */
  notYourCustomer:
    'Only an adviser working on this customer’s requests, claims or service requests, or one helping with ' +
    'this policy at their request, can view its documents',
} as const;
