// What the tracker shows of an application or a lead, read from the rows as stored: the server's own quote, the
// plan, the adviser's revision and the timeline. The customer's list and detail and the adviser's view share it.
import {
  customerStatusOfLead,
  LEAD_LINE_NAMES,
  type LeadLine,
  type LoanRequestItem,
  type RequestQuoteSummary,
  type RequestTimelineEntry,
} from '@bimasetu/contract';
import { planEntry, type QuoteFact } from '@bimasetu/contract/rating';
import type { Selectable } from 'kysely';
import type { LeadTable, RequestEventTable } from '../../db/database.ts';
import { parseStoredQuote } from '../../lib/stored-quote.ts';
import { premiumPeriodOf, type PlanQuote, type ServerQuote } from '../pricing/server-quote.ts';

/**
 * The facts of a kept quote when they say all of it, one for each English sentence: none for a record kept before
 * facts, nor for one whose engine still wrote only sentences (health, motor and child savings until 2026-11, whose
 * facts were the lead's defaults alone), so its English `assumptions` are shown as written.
 */
const factsOf = (kept: { facts?: QuoteFact[]; assumptions: string[] }): { facts?: QuoteFact[] } =>
  kept.facts && kept.facts.length > 0 && kept.facts.length === kept.assumptions.length
    ? { facts: kept.facts }
    : {};

export function quoteSummary(quote: PlanQuote): RequestQuoteSummary {
  return {
    premium: quote.premium,
    basePremium: quote.basePremium,
    gst: quote.gst,
    premiumPeriod: premiumPeriodOf(quote.line, quote.inputs),
    rateVersion: quote.rateVersion,
    pricedOn: quote.pricedOn,
    inputsInWords: quote.assumptions,
    ...factsOf(quote),
  };
}

interface ApplicationRow {
  id: number;
  reference: string;
  policy_type: string;
  created_on: string;
  sum_assured: string;
  status: string;
  remarks: string;
  plan_name: string;
  insurer: string;
  quote: string;
  revised_premium: number | null;
  revised_reason: string;
}

export function applicationItem(
  row: ApplicationRow,
): LoanRequestItem & { quote: RequestQuoteSummary | null } {
  const stored = parseStoredQuote(row.quote);
  const quote = stored && quoteSummary(stored);
  return {
    id: row.id,
    policyType: row.policy_type,
    createdOn: row.created_on,
    requiredLoanAmount: row.sum_assured,
    status: row.status,
    remarks: row.remarks,
    kind: 'application',
    reference: row.reference,
    planName: row.plan_name,
    insurer: row.insurer,
    premium: quote?.premium ?? null,
    premiumPeriod: quote?.premiumPeriod ?? null,
    revisedPremium: row.revised_premium,
    quote,
  };
}

type LeadRow = Pick<
  Selectable<LeadTable>,
  'id' | 'reference' | 'line' | 'details' | 'status' | 'customer_note' | 'created_at'
>;

/** A booking names its plan and its total is the server's; a call-back is for the line, with no one plan. */
export function leadItem(row: LeadRow): LoanRequestItem & { quote: RequestQuoteSummary | null } {
  const line = row.line as LeadLine;
  const details = JSON.parse(row.details) as Record<string, unknown> & { serverQuote?: ServerQuote };
  const booking = line === 'travel-booking';
  const planId = booking && typeof details.planId === 'string' ? details.planId : '';
  const plan = planId ? planEntry(line, planId) : undefined;
  const server = details.serverQuote;
  const priced = booking ? server?.plans.find((p) => p.planId === planId) : undefined;
  const quote: RequestQuoteSummary | null =
    server && priced
      ? {
          premium: priced.total,
          basePremium: priced.basePremium,
          gst: priced.gst,
          premiumPeriod: premiumPeriodOf(line, server.inputs),
          rateVersion: server.rateVersion,
          pricedOn: server.pricedOn,
          inputsInWords: server.assumptions,
          ...factsOf(server),
        }
      : null;
  return {
    id: row.id,
    policyType: LEAD_LINE_NAMES[line] ?? row.line,
    createdOn: row.created_at,
    requiredLoanAmount: '',
    status: customerStatusOfLead(row.status),
    // only what an adviser wrote for the customer; their own note (`note`) never leaves the console
    remarks: row.customer_note,
    kind: booking ? 'travel-booking' : 'callback',
    reference: row.reference,
    planName: plan?.name ?? (typeof details.planName === 'string' ? details.planName : ''),
    insurer: plan?.insurer ?? '',
    premium: quote?.premium ?? null,
    premiumPeriod: quote?.premiumPeriod ?? null,
    revisedPremium: null,
    quote,
  };
}

type EventRow = Pick<Selectable<RequestEventTable>, 'kind' | 'status' | 'remarks' | 'premium' | 'at'>;

/** The submission, then every change an adviser made, oldest first. */
export function timelineOf(
  createdOn: string,
  firstStatus: string,
  events: EventRow[],
): RequestTimelineEntry[] {
  return [
    { at: createdOn, kind: 'submitted', status: firstStatus, remarks: '', premium: null },
    ...events.map((e) => ({
      at: e.at,
      kind: e.kind,
      status: e.status,
      remarks: e.remarks,
      premium: e.premium,
    })),
  ];
}
