import {
  addDays,
  apiMessages,
  changeEvent,
  changeRefusal,
  initialPolicyStatus,
  istDate,
  nextPremiumDue,
  policyChangeMessages,
  policyChangeRefusals,
  type adviserPolicyChange,
  type PolicyDates,
  type PolicyStatus,
  type PremiumFrequency,
} from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeAudit } from '../admin/audit.repository.ts';
import { insertEvent } from '../requests/requests.repository.ts';
import { adviserMaySee } from './admin-policies.routes.ts';
import { renewalDueOn } from './new-policy.ts';
import {
  findCustomerPolicy,
  findPolicy,
  insertPolicy,
  insertPolicyEvent,
  type PolicyRow,
} from './policies.repository.ts';
import { moveStoredStatus, settleStoredStatus } from './policy-status-store.ts';
import { policyDatesOf } from './policy-view.ts';

type Change = z.output<typeof adviserPolicyChange>;
/** The customer changes their own added policy; an adviser one issued through us (audited, on its request). */
export type ChangeActor = { role: 'customer' | 'admin'; mobile: string };

interface Step {
  trx: Kysely<Database>;
  row: PolicyRow;
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** The next instalment after `due` for a policy paying by premiums; null once its term has no more. */
function nextDue(row: PolicyRow, after: string): string | null {
  const frequency = (row.premium_frequency ?? 'Yearly') as PremiumFrequency;
  const due = nextPremiumDue(row.start_date ?? row.renewal_due_on ?? after, frequency, after);
  return due && due < row.end_date ? due : null;
}

/** Paid or revived: the next due date moves on, the event is recorded, then the dates settle the status again. */
async function moveDueDate(step: Step, event: 'premium-paid' | 'revived', due: string | null) {
  const { trx, row, actor, now, today } = step;
  await trx.updateTable('policies').set({ renewal_due_on: due }).where('id', '=', row.id).execute();
  const moved = await moveStoredStatus(trx, { ...row, renewal_due_on: due }, [event], actor.mobile, now);
  if (moved) await settleStoredStatus(trx, moved, today, now);
  return row.id;
}

/** The old term ends as renewed; the new one is a new policy row with the new dates and premium. */
async function renew(step: Step, change: Extract<Change, { event: 'renewed' }>) {
  const { trx, row, actor, now, today } = step;
  const startDate = change.startDate ?? addDays(row.end_date, 1);
  if (row.start_date && startDate <= row.start_date) {
    throw new HttpError(400, policyChangeMessages.renewalStartsEarly);
  }
  if (change.endDate <= startDate) throw new HttpError(400, policyChangeMessages.renewalEndsEarly);
  const dates: PolicyDates = {
    ...policyDatesOf(row),
    startDate,
    endDate: change.endDate,
    // free-look is for a new policy, not a renewal
    documentReceivedOn: null,
  };
  dates.renewalDueOn = renewalDueOn(
    { line: dates.line, premiumFrequency: dates.frequency, startDate, endDate: change.endDate },
    today,
  );
  const status = initialPolicyStatus(dates, today);
  const at = now.toISOString();
  const { id: _old, ...kept } = row;
  const id = await insertPolicy(trx, {
    ...kept,
    policy_number: change.policyNumber || row.policy_number,
    premium: change.premium ?? row.premium,
    sum_insured: change.sumInsured ?? row.sum_insured,
    start_date: startDate,
    end_date: change.endDate,
    document_received_on: null,
    renewal_due_on: dates.renewalDueOn,
    status,
    renewed_from: row.id,
    created_by: actor.mobile,
    created_at: at,
    updated_at: at,
  });
  await insertPolicyEvent(trx, {
    policy_id: id,
    event: 'renewal',
    from_status: '',
    to_status: status,
    actor: actor.mobile,
    at,
  });
  await moveStoredStatus(trx, row, ['renewed'], actor.mobile, now);
  return id;
}

/**
 * Cancelled (free-look cancelled when in its free-look): the one cancel step, whether an adviser records it or a
 * cancellation service request is done. The caller has checked `changeRefusal` first.
 */
export async function cancelPolicy(trx: Kysely<Database>, row: PolicyRow, actor: string, now: Date) {
  await moveStoredStatus(trx, row, [changeEvent('cancelled', row.status as PolicyStatus)], actor, now);
}

async function applyChange(step: Step, change: Change): Promise<number> {
  const { trx, row, actor, now, today } = step;
  const status = row.status as PolicyStatus;
  const refusal = changeRefusal(change.event, status, policyDatesOf(row), today);
  if (refusal) throw new HttpError(409, policyChangeRefusals[refusal](status, change.event));
  switch (change.event) {
    case 'premium-paid':
      return moveDueDate(step, 'premium-paid', nextDue(row, row.renewal_due_on ?? today));
    case 'revived':
      // the arrears are paid with the revival: the next instalment is the first one after today
      return moveDueDate(step, 'revived', nextDue(row, today));
    case 'renewed':
      return renew(step, change);
    case 'cancelled':
      await cancelPolicy(trx, row, actor.mobile, now);
      return row.id;
  }
}

/** The policy as its recorder may change it: the customer's own added one, or an issued one an adviser sees. */
async function changeablePolicy(trx: Kysely<Database>, actor: ChangeActor, id: number) {
  const row =
    actor.role === 'customer' ? await findCustomerPolicy(trx, actor.mobile, id) : await findPolicy(trx, id);
  if (!row || (actor.role === 'admin' && !adviserMaySee(row))) throw new HttpError(404, apiMessages.notFound);
  const refusal =
    actor.role === 'customer' && row.source !== 'added'
      ? 'issued-through-us'
      : actor.role === 'admin' && row.source === 'added'
        ? 'added-by-customer'
        : undefined;
  if (refusal) throw new HttpError(409, policyChangeRefusals[refusal](row.status as PolicyStatus, ''));
  return row;
}

/**
 * Records a change in one transaction: first the events the policy's dates make due today (so the change meets
 * the status the calendar gives it), then the change, its status event rows, and for an adviser the audit row
 * and an entry on the request's timeline. Answers the id of the policy to show: for a renewal, the new term.
 */
export function recordPolicyChange(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: ChangeActor,
  policyId: number,
  change: Change,
): Promise<number> {
  const now = deps.clock.now();
  const today = istDate(now);
  return deps.db.transaction().execute(async (trx) => {
    const found = await changeablePolicy(trx, actor, policyId);
    const row = (await settleStoredStatus(trx, found, today, now)) ?? (await findPolicy(trx, policyId));
    if (!row) throw new HttpError(404, apiMessages.notFound);
    const answerId = await applyChange({ trx, row, actor, now, today }, change);
    if (actor.role === 'admin') {
      const detail = { event: change.event, from: row.status, policy: answerId };
      await writeAudit(
        trx,
        {
          adminMobile: actor.mobile,
          action: `policy.${change.event}`,
          entity: 'policy',
          entityId: row.id,
          detail,
        },
        now,
      );
      if (row.request_id !== null) {
        await insertEvent(trx, {
          subject: 'application',
          subject_id: row.request_id,
          kind: 'policy-change',
          status: change.event,
          remarks: `${row.insurer} ${row.policy_number}`,
          premium: change.event === 'renewed' ? (change.premium ?? row.premium) : null,
          admin_mobile: actor.mobile,
          at: now.toISOString(),
          internal_note: 'note' in change ? change.note : 'reason' in change ? change.reason : '',
        });
      }
    }
    return answerId;
  });
}
