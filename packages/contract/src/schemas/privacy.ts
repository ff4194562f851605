import { z } from 'zod';
import { CONSENT_PURPOSES } from '../trust.ts';
import { idSchema } from './text.ts';

/** The deployment's regulatory disclosures (from the server's configuration), or the demo line's flag. */
export const disclosureDetails = z.object({
  companyName: z.string(),
  cin: z.string(),
  registeredAddress: z.string(),
  irdaiRegNo: z.string(),
  irdaiCategory: z.string(),
  irdaiValidTill: z.string(),
  principalOfficer: z.string(),
  grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type DisclosureDetails = z.infer<typeof disclosureDetails>;

/** GET /api/Insurance/GetDisclosures: `details` is null on a development deployment without them. */
export const disclosuresAnswer = z.object({
  isSuccess: z.boolean(),
  demo: z.boolean(),
  details: disclosureDetails.nullable(),
  /** How long a lead that never became a request is kept (the deployment's LEAD_RETENTION_DAYS). */
  leadRetentionDays: z.number().int(),
});
export type DisclosuresAnswer = z.infer<typeof disclosuresAnswer>;

export const consentItem = z.object({
  id: z.number().int(),
  purpose: z.enum(CONSENT_PURPOSES),
  textVersion: z.string(),
  /** The exact words agreed to, read back from their version. */
  text: z.string(),
  channel: z.string(),
  screen: z.string(),
  /** The call-back lead this consent came with, if any. */
  leadReference: z.string().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentItem = z.infer<typeof consentItem>;

export const myConsentsAnswer = z.object({ isSuccess: z.boolean(), result: z.array(consentItem) });
export type MyConsentsAnswer = z.infer<typeof myConsentsAnswer>;

export const withdrawConsentBody = z.object({ id: idSchema });

/** Erasing an account is confirmed in the body too, so a stray request cannot do it. */
export const eraseAccountBody = z.object({
  confirm: z.literal(true, { error: 'must be true to erase the account' }),
});

const row = z.record(z.string(), z.unknown());

/** GET /api/Insurance/DownloadMyData: everything held about the caller, as one JSON document. */
export const myDataExport = z.object({
  exportedAt: z.string(),
  mobile: z.string(),
  customer: z.object({ id: z.number().int(), since: z.string() }),
  profile: row.nullable(),
  requests: z.array(row),
  messages: z.array(row),
  leads: z.array(row),
  enquiries: z.array(row),
  consents: z.array(consentItem),
  /** Each status change, remark and revised premium an adviser recorded on the customer's requests and leads. */
  timeline: z.array(row),
  /** The policies in the vault, each with its documents' bytes (base64), status events and advisers' views. */
  policies: z.array(row),
  /**
   * The claims on the customer's policies and the death claims they started as a nominee, each with its timeline
   * (`events`), its documents' bytes (base64), its grievance steps (`grievanceSteps`) and advisers' views and moves.
   */
  claims: z.array(row),
  /** The customer's service requests, each with its timeline (`events`) and advisers' moves. */
  serviceRequests: z.array(row),
  /** Who in our team opened the customer's applications, and when. */
  accessLog: z.array(
    z.object({ at: z.string(), adviser: z.string(), action: z.string(), requestId: z.string() }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExport>;
