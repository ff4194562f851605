import {
  carriesOnBy,
  initialPolicyStatus,
  istDate,
  nextPremiumDue,
  type addedPolicyFields,
  type PolicyDates,
} from '@bimasetu/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { PolicyTable } from '../../db/database.ts';

type PolicyFields = z.output<typeof addedPolicyFields>;

/** The next date something falls due: a life policy's next instalment, another policy's end date, or none. */
export function renewalDueOn(
  fields: Pick<PolicyFields, 'line' | 'premiumFrequency' | 'startDate' | 'endDate'>,
  today: string,
): string | null {
  const by = carriesOnBy(fields.line, fields.premiumFrequency);
  if (by === 'none') return null;
  if (by === 'premium') {
    if (!fields.startDate || !fields.premiumFrequency) return null;
    const due = nextPremiumDue(fields.startDate, fields.premiumFrequency, today);
    return due && due < fields.endDate ? due : null;
  }
  return fields.endDate;
}

/** A policy row from checked fields, its status set by its own dates on the day it is recorded. */
export function newPolicyRow(
  fields: PolicyFields,
  who: { source: PolicyTable['source']; owner: string; createdBy: string; requestId: number | null },
  now: Date,
): Omit<Insertable<PolicyTable>, 'id'> {
  const today = istDate(now);
  const dates: PolicyDates = {
    line: fields.line,
    frequency: fields.premiumFrequency,
    startDate: fields.startDate,
    endDate: fields.endDate,
    documentReceivedOn: fields.documentReceivedOn,
    renewalDueOn: renewalDueOn(fields, today),
  };
  return {
    customer_mobile: who.owner,
    source: who.source,
    line: fields.line,
    insurer: fields.insurer,
    plan_name: fields.planName,
    policy_number: fields.policyNumber,
    members: JSON.stringify(fields.members),
    nominee: fields.nominee ? JSON.stringify(fields.nominee) : '',
    sum_insured: fields.sumInsured,
    premium: fields.premium,
    premium_frequency: fields.premiumFrequency,
    start_date: fields.startDate,
    end_date: fields.endDate,
    document_received_on: fields.documentReceivedOn,
    renewal_due_on: dates.renewalDueOn,
    status: initialPolicyStatus(dates, today),
    claim_helpline: fields.claimHelpline,
    tpa_name: fields.tpaName,
    tpa_helpline: fields.tpaHelpline,
    request_id: who.requestId,
    help_requested: 0,
    created_by: who.createdBy,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    erased_at: null,
  };
}
