import type { ColumnType, Generated } from 'kysely';
import type { JobTable, NoticeTable } from '../jobs/jobs.table.ts';
import type {
  CaseEventTable,
  ClaimDocumentTable,
  ClaimTable,
  ClockBreachNoticeTable,
  GrievanceStepTable,
  NomineeOtpChallengeTable,
  ServiceRequestTable,
} from '../modules/claims/claims.table.ts';

// Timestamps are ISO-8601 text in UTC on both engines, so they compare and sort the same way everywhere.

export interface CustomerTable {
  id: Generated<number>;
  mobile: string;
  role: 'customer' | 'admin';
  name: string;
  created_at: string;
}

export interface OtpChallengeTable {
  mobile: string;
  code_hash: string;
  sent_at: string;
  expires_at: string;
  attempts: number;
}

export interface OtpEventTable {
  id: Generated<number>;
  mobile: string;
  ip: string;
  kind: 'send' | 'fail';
  at: string;
}

export interface SessionTable {
  token_hash: string;
  customer_id: number;
  mobile: string;
  role: 'customer' | 'admin';
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MessageTable {
  id: Generated<number>;
  parentmessageid: number | null;
  message_date: string;
  from_mobile: string;
  to_mobile: string;
  message_content: string;
  status: string;
  sender_deleted: number;
  recipient_deleted: number;
}

export interface ProfileTable {
  id: Generated<number>;
  mobile: string;
  first_name: string;
  last_name: string;
  email: string;
  aadhaar_enc: string;
  pancard: string;
  nominee_name: string;
  nominee_relation: string;
  nominee_dob: string;
  updated_at: string;
}

/** An application's keyed hash for ten minutes, and the request it made (migration 019, requests/submitted-once.ts). */
export interface RequestSubmissionTable {
  fingerprint: string;
  request_id: number;
  submitted_at: string;
}

export interface InsuranceRequestTable {
  id: Generated<number>;
  phone: string;
  policy_type: string;
  sum_assured: string;
  full_name: string;
  application: string;
  aadhaar_enc: string;
  status: string;
  remarks: string;
  created_on: string;
  updated_at: string;
  /** BS- and 8 characters, as a lead's (migration 005). */
  reference: string;
  /** The plan the application was opened from; blank for the spec's plain application. */
  plan_id: string;
  plan_name: string;
  insurer: string;
  /** The server's own quote (JSON of PlanQuote plus the details it was priced from); blank without a plan. */
  quote: string;
  /** A premium an adviser recorded after underwriting, in rupees, with its reason. */
  revised_premium: number | null;
  revised_reason: string;
}

export interface ContactEnquiryTable {
  id: Generated<number>;
  customer_name: string;
  mobile: string;
  created_datetime: string;
  message_type: string;
  customer_message: string;
  status: string;
  note: string;
}

export interface FaqTable {
  id: Generated<number>;
  question: string;
  answer: string;
  /** The Hindi pair (migration 007): null while the FAQ is not translated. */
  question_hi: string | null;
  answer_hi: string | null;
  priority: number;
}

export interface LeadTable {
  id: Generated<number>;
  reference: string;
  line: string;
  consent: number;
  contact_preference: string;
  mobile: string;
  details: string;
  status: string;
  /** The advisers' own note for the next adviser; never shown to the customer. */
  note: string;
  created_at: string;
  /** What an adviser wrote for the customer, shown in their tracker (migration 008). */
  customer_note: ColumnType<string, string | undefined, string>;
  /** 1 when filed with the bearer token of the lead's own mobile: only then is it in that customer's tracker. */
  verified: ColumnType<number, number | undefined, number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_mobile: string;
  action: string;
  entity: string;
  entity_id: string;
  detail: string;
  at: string;
}

/** A change an adviser made to an application or a lead, shown to the customer as its timeline. */
export interface RequestEventTable {
  id: Generated<number>;
  subject: 'application' | 'lead';
  subject_id: number;
  kind: 'status' | 'premium' | 'policy' | 'policy-change';
  status: string;
  /** What the customer reads on their timeline. */
  remarks: string;
  premium: number | null;
  admin_mobile: string;
  at: string;
  /** The advisers' own note on the change (migration 008); never shown to the customer. */
  internal_note: ColumnType<string, string | undefined, string>;
}

/** One consent a visitor gave (migration 006); withdrawn_at is set when they take it back. */
export interface ConsentTable {
  id: Generated<number>;
  mobile: string;
  purpose: 'request' | 'marketing';
  text_version: string;
  channel: string;
  screen: string;
  lead_id: number | null;
  given_at: string;
  withdrawn_at: string | null;
}

/** A policy in the vault (migration 009); members and nominee are JSON text. */
export interface PolicyTable {
  id: Generated<number>;
  customer_mobile: string;
  source: 'issued' | 'added' | 'insurer-feed';
  line: string;
  insurer: string;
  plan_name: string;
  policy_number: string;
  members: string;
  nominee: string;
  sum_insured: number | null;
  premium: number | null;
  premium_frequency: string | null;
  start_date: string | null;
  end_date: string;
  document_received_on: string | null;
  renewal_due_on: string | null;
  status: string;
  claim_helpline: string;
  tpa_name: string;
  tpa_helpline: string;
  request_id: number | null;
  help_requested: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Set when the owner erased their account and the law kept this issued policy, stripped. */
  erased_at: string | null;
  /** The term this one renewed (migration 013); null for a first term. */
  renewed_from: ColumnType<number | null, number | null | undefined, number | null>;
  /** A customer-added copy kept before migration 019 held the vault to one of each: the first copy's id. */
  duplicate_of: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What a policy's premium was priced from (migration 011); `basis` is the contract's PremiumBasis as JSON. */
export interface PolicyPremiumBasisTable {
  policy_id: number;
  lead_line: string;
  plan_id: string;
  rate_version: string;
  priced_on: string;
  quoted_premium: number;
  basis: string;
  recorded_at: string;
}

/** One move of a policy's status machine, and who or what made it. */
export interface PolicyEventTable {
  id: Generated<number>;
  policy_id: number;
  event: string;
  from_status: string;
  to_status: string;
  actor: string;
  at: string;
}

export interface PolicyDocumentTable {
  id: Generated<number>;
  policy_id: number;
  customer_mobile: string;
  kind: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  sealed: Uint8Array;
  uploaded_by: string;
  uploaded_at: string;
}

/** Uploads per customer per clock hour (UTC, yyyy-mm-ddThh), counted in one atomic upsert. */
export interface DocumentUploadCountTable {
  customer_mobile: string;
  hour: string;
  uploads: number;
}

export interface Database {
  customers: CustomerTable;
  otp_challenges: OtpChallengeTable;
  otp_events: OtpEventTable;
  sessions: SessionTable;
  messages: MessageTable;
  profiles: ProfileTable;
  insurance_requests: InsuranceRequestTable;
  request_submissions: RequestSubmissionTable;
  contact_enquiries: ContactEnquiryTable;
  faqs: FaqTable;
  leads: LeadTable;
  audit_log: AuditLogTable;
  request_events: RequestEventTable;
  consents: ConsentTable;
  policies: PolicyTable;
  policy_events: PolicyEventTable;
  policy_documents: PolicyDocumentTable;
  document_upload_counts: DocumentUploadCountTable;
  jobs: JobTable;
  notices: NoticeTable;
  claims: ClaimTable;
  service_requests: ServiceRequestTable;
  case_events: CaseEventTable;
  claim_documents: ClaimDocumentTable;
  policy_premium_bases: PolicyPremiumBasisTable;
  grievance_steps: GrievanceStepTable;
  nominee_otp_challenges: NomineeOtpChallengeTable;
  clock_breach_notices: ClockBreachNoticeTable;
}
