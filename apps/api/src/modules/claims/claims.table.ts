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
}

/** A claim's checklist item answered by a document kept in the vault (policy_documents, kind 'other'). */
export interface ClaimDocumentTable {
  id: Generated<number>;
  claim_id: number;
  document_id: number;
  item: string;
}
