// The advisers' words for a case's kind and state: the queues and the case panel say them, never the codes. The
// console is in English only (docs/decisions.md); typed by the contract's lists, so a new kind or state without
// its words fails typecheck.
import type {
  ClaimKind,
  ClaimState,
  ClaimView,
  PolicyLine,
  PolicyStatus,
  ServiceRequestKind,
  ServiceRequestState,
} from '@bimasetu/contract';
import { SERVICE_REQUEST_KIND_WORDS } from '~/lib/service-request-kind-words';

export const CASE_STATE_WORDS: Record<ClaimState | ServiceRequestState | PolicyStatus, string> = {
  intimated: 'Registered',
  requested: 'Requested',
  'documents-pending': 'Documents pending',
  submitted: 'Submitted to the insurer',
  'query-raised': 'Insurer raised a query',
  approved: 'Approved in full',
  'partly-approved': 'Partly approved (with deductions)',
  'discharge-requested': 'Discharge requested: final authorisation due',
  rejected: 'Rejected',
  paid: 'Paid',
  closed: 'Closed',
  'sent-to-insurer': 'Sent to the insurer',
  acknowledged: 'Acknowledged by the insurer',
  done: 'Done',
  refused: 'Refused',
  withdrawn: 'Withdrawn by the customer',
  'in-free-look': 'In its free-look period',
  active: 'Active',
  'renewal-due': 'Renewal due',
  'in-grace': 'In its grace period',
  lapsed: 'Lapsed',
  expired: 'Expired',
  renewed: 'Renewed',
  cancelled: 'Cancelled',
};

/** Who took a step: the timeline's facts are said from the customer's side ('you'), the console names them. */
export const CASE_ACTOR_WORDS: Record<ClaimView['timeline'][number]['by'], string> = {
  you: 'the customer',
  nominee: 'the nominee',
  adviser: 'an adviser',
};

export const CASE_KIND_WORDS: Record<ClaimKind | ServiceRequestKind | PolicyLine, string> = {
  cashless: 'Cashless claim',
  reimbursement: 'Reimbursement claim',
  motor: 'Motor claim',
  death: 'Death claim',
  ...SERVICE_REQUEST_KIND_WORDS,
  health: 'Health policy',
  term: 'Term policy',
  life: 'Life policy',
  car: 'Car policy',
  'two-wheeler': 'Two-wheeler policy',
  travel: 'Travel policy',
  other: 'Other policy',
};

const said = (words: Record<string, string>, code: string) =>
  Object.hasOwn(words, code) ? words[code]! : code;

/** A state in words; a code the console does not know yet is shown as it is rather than hidden. */
export const stateWords = (code: string) => said(CASE_STATE_WORDS, code);
export const kindWords = (code: string) => said(CASE_KIND_WORDS, code);
