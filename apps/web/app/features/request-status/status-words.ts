// The words of Know My Request Status, its OTP step and its request detail in English (Hindi: status-words.hi.ts).
// The spec's own texts (column names, messages) stay as the spec writes them; `messages` maps each contract
// message the screen can show (its English text is its stable code) and `statuses` each request status.
import {
  POLICY_TYPES,
  REQUEST_STATUSES,
  requestStatusMessages,
  type PremiumPeriod,
  type RequestKind,
  type RequestTimelineEntry,
} from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';

const per: Record<PremiumPeriod, string> = {
  month: 'a month',
  quarter: 'a quarter',
  year: 'a year',
  policy: 'for the whole policy period',
  trip: 'for the whole trip',
  'employee-year': 'per employee a year',
};

export type RequestStatus = (typeof REQUEST_STATUSES)[number];
type StatusMessage = (typeof requestStatusMessages)[keyof typeof requestStatusMessages];

/** An adviser's recorded change to the policy issued from the request (its timeline's `policy-change` entries). */
const policyChanges: Record<string, string> = {
  'premium-paid': 'Premium paid',
  renewed: 'Policy renewed',
  revived: 'Policy revived',
  cancelled: 'Policy cancelled',
};

const statusWords = {
  title: 'Know My Request Status',
  back: 'Back',
  // shown at first paint in both states (logged in or not), so the page has its words before it decides
  intro:
    'Here you can follow every application, travel booking and call-back you have made with us: its status, the premium, what our adviser has noted and what happens next.',
  loading: 'Loading your requests…',
  listLabel: 'Your insurance requests',
  notGiven: 'Not given',
  viewMessages: 'View Messages',
  startNow: 'Start Now',
  retry: 'Try again',
  /** The spec's six column names, then ours. */
  columns: {
    sno: 'S.No',
    requestedOn: 'Requested On Date',
    expectedAmount: 'Expected Amount',
    status: 'Status',
    remarks: 'Remarks',
    messages: 'Messages',
    details: 'Details',
  },
  viewDetails: 'View details',
  viewDetailsOf: (reference: string) => `View details of ${reference}`,
  kind: {
    application: 'Application',
    'travel-booking': 'Travel booking',
    callback: 'Call-back request',
  } satisfies Record<RequestKind, string>,
  /** Each status an adviser can set, by its stable English value. */
  statuses: same(REQUEST_STATUSES),
  policyTypes: same(POLICY_TYPES) as Record<string, string>,
  noPlan: 'Adviser to suggest plans',
  /** A premium's period, after its amount ("₹1,296 a month"). */
  per,
  // the OTP step
  otpIntro: 'Verify your mobile number to see the status of your insurance requests.',
  otpSentTo: (mobile: string) => `We have sent an OTP to +91 ${mobile}.`,
  sendOtp: 'Send OTP',
  verifyOtp: 'Verify OTP',
  // detail
  backToList: 'All my requests',
  detailTitle: (reference: string) => `Request ${reference}`,
  detailLoading: 'Loading this request…',
  reference: 'Reference',
  type: 'Type',
  plan: 'Plan',
  insurer: 'Insurer',
  requestedOn: 'Requested on',
  status: 'Status',
  remarks: 'Remarks from your adviser',
  noRemarks: 'None yet',
  cover: 'Sum assured or cover',
  premiumTitle: 'Your premium',
  premiumQuoted: 'Premium quoted',
  premiumNote: (rateVersion: string, pricedOn: string) =>
    `An estimate from our rate table ${rateVersion}, priced on ${pricedOn}, including GST where it applies. The insurer confirms the final premium after underwriting.`,
  noQuote:
    'No premium yet: you applied without choosing a plan. Your adviser will suggest plans and their premiums.',
  revisedPremium: 'Revised premium after underwriting',
  revisedShort: (price: string) => `Revised to ${price}`,
  revisedReason: 'Why it changed',
  inputsTitle: 'What the premium was worked out from',
  timelineTitle: 'What has happened so far',
  timelineEntry: (entry: RequestTimelineEntry) =>
    entry.kind === 'submitted'
      ? 'We received your request'
      : entry.kind === 'premium'
        ? `Premium revised to ${formatRupees(entry.premium)}`
        : entry.kind === 'policy'
          ? 'Your policy is issued: see it under My policies'
          : entry.kind === 'policy-change'
            ? `${policyChanges[entry.status] ?? entry.status}: ${entry.remarks}`
            : `Status changed to ${entry.status}`,
  messages: same<StatusMessage>(Object.values(requestStatusMessages)),
};

export type StatusWords = Wordy<typeof statusWords>;

declare module '~/lib/words' {
  interface WordBook {
    status: StatusWords;
  }
}

export default defineWords('en', 'status', statusWords);
