import {
  daysToRenewal,
  freeLookDaysLeft,
  freeLookEndsOn,
  graceEndsOn,
  insurerHelpline,
  settlePolicyStatus,
  type PolicyDates,
  type PolicyMember,
  type PolicyView,
} from '@bimasetu/contract';
import type { ListedDocument, PolicyRow } from './policies.repository.ts';

export function policyDatesOf(row: PolicyRow): PolicyDates {
  return {
    line: row.line as PolicyDates['line'],
    frequency: row.premium_frequency as PolicyDates['frequency'],
    startDate: row.start_date,
    endDate: row.end_date,
    documentReceivedOn: row.document_received_on,
    renewalDueOn: row.renewal_due_on,
  };
}

export function documentView(doc: ListedDocument): PolicyView['documents'][number] {
  return {
    id: doc.id,
    kind: doc.kind as PolicyView['documents'][number]['kind'],
    fileName: doc.file_name,
    contentType: doc.content_type as PolicyView['documents'][number]['contentType'],
    size: doc.size,
    uploadedAt: doc.uploaded_at,
    claimItem: doc.claim_item,
  };
}

/** The helpline recorded on the policy, or else the one its insurer publishes, with where it was read. */
function claimHelplineOf(row: PolicyRow): Pick<PolicyView, 'claimHelpline' | 'claimHelplineSource'> {
  if (row.claim_helpline) return { claimHelpline: row.claim_helpline, claimHelplineSource: '' };
  const published = insurerHelpline(row.insurer);
  return typeof published === 'object'
    ? { claimHelpline: published.helpline, claimHelplineSource: published.sourceUrl }
    : { claimHelpline: '', claimHelplineSource: '' };
}

/** A row as the customer and the adviser read it, with the day counts worked out on `today` (India). */
export function policyView(
  row: PolicyRow,
  documents: ListedDocument[],
  today: string,
  requestReference: string,
): PolicyView {
  const dates = policyDatesOf(row);
  return {
    id: row.id,
    source: row.source,
    line: dates.line,
    insurer: row.insurer,
    planName: row.plan_name,
    policyNumber: row.policy_number,
    members: JSON.parse(row.members) as PolicyMember[],
    nominee: row.nominee ? (JSON.parse(row.nominee) as PolicyView['nominee']) : null,
    sumInsured: row.sum_insured,
    premium: row.premium,
    premiumFrequency: dates.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    documentReceivedOn: row.document_received_on,
    renewalDueOn: row.renewal_due_on,
    // the stored status, which the status job moves on its dates; settled here too for the hours before it runs
    status: settlePolicyStatus(row.status as PolicyView['status'], dates, today).status,
    ...claimHelplineOf(row),
    tpaName: row.tpa_name,
    tpaHelpline: row.tpa_helpline,
    requestReference,
    helpRequested: row.help_requested === 1,
    createdAt: row.created_at,
    today,
    freeLookEndsOn: freeLookEndsOn(dates),
    freeLookDaysLeft: freeLookDaysLeft(dates, today),
    daysToRenewal: daysToRenewal(dates, today),
    graceEndsOn: graceEndsOn(dates),
    documents: documents.filter((d) => d.policy_id === row.id).map(documentView),
  };
}
