// The lines a policy in the vault can be on, and how each one's dates run. Zod-free: the vault screen imports it.
import type { PremiumFrequency, RenewalKind } from './renewal-rules.ts';

export const POLICY_LINES = ['health', 'term', 'life', 'car', 'two-wheeler', 'travel', 'other'] as const;
export type PolicyLine = (typeof POLICY_LINES)[number];

/** Where a policy came from: issued through us from a request, added by its owner, or (later) an insurer's feed. */
export const POLICY_SOURCES = ['issued', 'added', 'insurer-feed'] as const;
export type PolicySource = (typeof POLICY_SOURCES)[number];

export const PREMIUM_FREQUENCIES = [
  'Monthly',
  'Quarterly',
  'Half-yearly',
  'Yearly',
  'Single',
] as const satisfies readonly PremiumFrequency[];

/**
 * How a policy carries on past a due date:
 * - premium: a life policy whose premiums fall due through its term; unpaid after grace it lapses (and can be revived);
 * - renewal-with-grace: a health policy, renewed within grace without a break, expired after it;
 * - renewal: a motor or other yearly contract, which expires on its end date unless renewed;
 * - none: a travel or single-premium policy, which simply ends.
 */
export type CarriesOnBy = 'premium' | 'renewal-with-grace' | 'renewal' | 'none';

export function carriesOnBy(line: PolicyLine, frequency: PremiumFrequency | null): CarriesOnBy {
  if (line === 'term' || line === 'life') return frequency === 'Single' ? 'none' : 'premium';
  if (line === 'health') return 'renewal-with-grace';
  if (line === 'travel') return 'none';
  return 'renewal';
}

/** The line as the renewal calendar (renewalCalendar) groups it. */
export function renewalKind(line: PolicyLine): RenewalKind {
  if (line === 'term' || line === 'life') return 'life';
  if (line === 'health') return 'health';
  if (line === 'car' || line === 'two-wheeler') return 'motor';
  return 'other';
}

/** Motor policies insure a vehicle: their cover is the IDV, not a sum insured. */
export const coverIsIdv = (line: PolicyLine): boolean => line === 'car' || line === 'two-wheeler';

export const POLICY_MEMBER_RELATIONS = [
  'Self',
  'Spouse',
  'Child',
  'Parent',
  'Parent-in-law',
  'Sibling',
  'Other',
] as const;
export const POLICY_DOCUMENT_KINDS = ['policy', 'e-card', 'photo', 'other'] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];

/** A document is one of these, recognised by its bytes; the name a browser sends is never trusted. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one upload: the policy PDF and e-cards for a family of up to seven. */
export const DOCUMENTS_PER_UPLOAD_MAX = 8;
/** Uploads a customer may make in an hour, counted per file in one atomic step. */
export const DOCUMENT_UPLOADS_PER_HOUR = 30;
export const POLICY_MEMBERS_MAX = 10;

/** The vault's calls: the customer's under /api/Insurance, the advisers' under /api/Admin. */
export const policyPaths = {
  policies: '/api/Insurance/Policies',
  policy: '/api/Insurance/Policies/:id',
  documents: '/api/Insurance/Policies/:id/Documents',
  document: '/api/Insurance/Policies/:id/Documents/:documentId',
  help: '/api/Insurance/Policies/:id/Help',
  adminRecord: '/api/Admin/Requests/:id/Policy',
  adminOfRequest: '/api/Admin/Requests/:id/Policies',
  adminHelp: '/api/Admin/Policies/Help',
  adminPolicy: '/api/Admin/Policies/:id',
  adminDocument: '/api/Admin/Policies/:id/Documents/:documentId',
} as const;

/** Fills a vault path's :params, e.g. policyPath(policyPaths.document, { id: 4, documentId: 9 }). */
export function policyPath(path: string, params: Record<string, number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? ''));
}
