// The words of Know My Request Status and its request detail, in one place (to be translated with the rest).
// The spec's own texts (column names, messages) stay in the contract's requestStatusMessages.
import type { PremiumPeriod, RequestKind, RequestTimelineEntry } from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';

const PER: Record<PremiumPeriod, string> = {
  month: 'a month',
  quarter: 'a quarter',
  year: 'a year',
  policy: 'for the whole policy period',
  trip: 'for the whole trip',
  'employee-year': 'per employee a year',
};

export const statusWords = {
  title: 'Know My Request Status',
  back: 'Back',
  loading: 'Loading your requests…',
  listLabel: 'Your insurance requests',
  notGiven: 'Not given',
  viewMessages: 'View Messages',
  startNow: 'Start Now',
  retry: 'Try again',
  detailsColumn: 'Details',
  viewDetails: 'View details',
  viewDetailsOf: (reference: string) => `View details of ${reference}`,
  kind: {
    application: 'Application',
    'travel-booking': 'Travel booking',
    callback: 'Call-back request',
  } satisfies Record<RequestKind, string>,
  noPlan: 'Adviser to suggest plans',
  premium: (amount: number, period: PremiumPeriod | null) =>
    `${formatRupees(amount)}${period ? ` ${PER[period]}` : ''}`,
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
  revisedShort: (amount: number, period: PremiumPeriod | null) =>
    `Revised to ${formatRupees(amount)}${period ? ` ${PER[period]}` : ''}`,
  revisedReason: 'Why it changed',
  inputsTitle: 'What the premium was worked out from',
  timelineTitle: 'What has happened so far',
  /** The engine's words start some lines in lower case ("for a 35-year-old…"); a list item starts with a capital. */
  sentence: (line: string) => line.charAt(0).toUpperCase() + line.slice(1),
  timelineEntry: (entry: RequestTimelineEntry) =>
    entry.kind === 'submitted'
      ? 'We received your request'
      : entry.kind === 'premium'
        ? `Premium revised to ${formatRupees(entry.premium)}`
        : `Status changed to ${entry.status}`,
} as const;
