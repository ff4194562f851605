import type { Generated } from 'kysely';

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
  note: string;
  created_at: string;
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
  kind: 'status' | 'premium';
  status: string;
  remarks: string;
  premium: number | null;
  admin_mobile: string;
  at: string;
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

export interface Database {
  customers: CustomerTable;
  otp_challenges: OtpChallengeTable;
  otp_events: OtpEventTable;
  sessions: SessionTable;
  messages: MessageTable;
  profiles: ProfileTable;
  insurance_requests: InsuranceRequestTable;
  contact_enquiries: ContactEnquiryTable;
  faqs: FaqTable;
  leads: LeadTable;
  audit_log: AuditLogTable;
  request_events: RequestEventTable;
  consents: ConsentTable;
}
