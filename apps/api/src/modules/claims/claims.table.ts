import type { Generated } from 'kysely';

/** A claim on a policy in the vault (migration 010b); deductions are JSON text. */
export interface ClaimTable {
  id: Generated<number>;
  policy_id: number;
  /** The policy's owner, who sees the claim; a death claim's nominee sees it as its claimant. */
  customer_mobile: string;
  claimant_mobile: string;
  kind: string;
  state: string;
  investigated: number;
  claimed_amount: number | null;
  approved_amount: number | null;
  insurer_reference: string;
  deductions: string;
  created_at: string;
  updated_at: string;
  /** Set when its customer or nominee erased the account: the bare record kept (migration 018). */
  erased_at: string | null;
}

/** One step of a claim or a service request: its timeline, shown to the customer. */
export interface CaseEventTable {
  id: Generated<number>;
  subject: 'claim' | 'service-request';
  subject_id: number;
  state: string;
  note: string;
  /** 'you', 'nominee' or 'adviser': who the customer's timeline says took the step. */
  by: string;
  actor: string;
  at: string;
}

export interface ServiceRequestTable {
  id: Generated<number>;
  policy_id: number;
  customer_mobile: string;
  kind: string;
  state: string;
  details: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** Set when its customer erased the account: the bare record kept (migration 018). */
  erased_at: string | null;
}

/** A claim's checklist item answered by a document kept in the vault (policy_documents, kind 'other'). */
export interface ClaimDocumentTable {
  id: Generated<number>;
  claim_id: number;
  document_id: number;
  item: string;
}

/** One step of a claim's grievance (migration 012), recorded once per claim. */
export interface GrievanceStepTable {
  id: Generated<number>;
  claim_id: number;
  step: string;
  /** Why the grievance was prepared when the step was recorded (claim-rejected, clock-ran-out). */
  reason: string;
  /** When it happened: the insurer's reply at the start of its day in India, the others when recorded. */
  at: string;
  recorded_at: string;
  by: string;
  actor: string;
}

/** A code sent to a policy's nominee mobile before a death claim; one live code per mobile, bound to a policy. */
export interface NomineeOtpChallengeTable {
  mobile: string;
  policy_id: number;
  code_hash: string;
  sent_at: string;
  expires_at: string;
  attempts: number;
}

/**
 * A claim's or a service request's clock that ran out undecided and was told to the customer in the app
 * (migration 015): one row per `key` (`claim:<id>:<clock>:<started at>`), written with the message it sent.
 */
export interface ClockBreachNoticeTable {
  id: Generated<number>;
  key: string;
  subject: 'claim' | 'service-request';
  subject_id: number;
  clock: string;
  started_at: string;
  mobile: string;
  message_id: number;
  noticed_at: string;
}
