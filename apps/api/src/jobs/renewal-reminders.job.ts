// Renewal reminders as durable jobs. A scan (any process, any number of times) finds each policy's reminder due
// now and queues one send job per notice key; the send claims the notice row, so each reminder goes once across
// processes and restarts. The process that records a notice owed also writes the customer's in-app message, in the
// same transaction, so that goes once per key too. The SMS is never queued or sent in the quiet hours (9 pm to 9 am
// India time); the in-app message is not held for them (it makes no sound).
import {
  ADMIN_RECIPIENT,
  addDays,
  carriesOnBy,
  graceDays,
  inQuietHours,
  istDate,
  reminderDue,
  renewalKind,
  renewalReminders,
  type PolicyLine,
  type PremiumFrequency,
  type ReminderKey,
} from '@bimasetu/contract';
import type { AppDeps } from '../deps.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';
import { hasLiveConsent } from '../modules/privacy/consents.repository.ts';
import { backoffSeconds, type JobAttempt, type JobDefinition, type JobQueue } from './job-queue.ts';
import {
  claimNotice,
  markNoticeSent,
  oweNotice,
  releaseNotice,
  settledNoticeKeys,
} from './notices.repository.ts';
import { reminderInApp, reminderSms } from './renewal-reminder-text.ts';

/** Statuses a renewal is still ahead of (the vault's status machine). */
const RENEWING = ['in-free-look', 'active', 'renewal-due', 'in-grace'] as const;
/** How far around today the scan looks: the first reminder is 60 days ahead, grace ends at most 30 days after. */
const AHEAD_DAYS = 61;
const BEHIND_DAYS = 31;

export interface ReminderPayload {
  key: string;
  policyId: number;
  due: string;
  slot: ReminderKey;
}

function noticeKey(policyId: number, due: string, slot: ReminderKey): string {
  return `renewal:${policyId}:${due}:${slot}`;
}

interface RenewingPolicy {
  id: number;
  line: string;
  premium_frequency: string | null;
  renewal_due_on: string | null;
}

function slotsOf(policy: RenewingPolicy) {
  const frequency = (policy.premium_frequency ?? 'Yearly') as PremiumFrequency;
  const carriesOn = carriesOnBy(policy.line as PolicyLine, frequency);
  if (carriesOn === 'none' || !policy.renewal_due_on) return undefined;
  // grace, and so the reminders during it, only for a kind that has it (life, health); a motor or other policy's
  // cover ends on its due date
  const kind = renewalKind(policy.line as PolicyLine);
  const grace = graceDays(kind, frequency);
  return {
    graceEnds: grace === null ? null : addDays(policy.renewal_due_on, grace),
    slots: renewalReminders(policy.renewal_due_on, frequency, kind),
  };
}

async function renewingPolicies(deps: AppDeps, today: string) {
  return deps.db
    .selectFrom('policies')
    .select(['id', 'customer_mobile', 'line', 'insurer', 'policy_number', 'premium', 'premium_frequency'])
    .select('renewal_due_on')
    .where('status', 'in', RENEWING)
    .where('erased_at', 'is', null)
    .where('renewal_due_on', '>=', addDays(today, -BEHIND_DAYS))
    .where('renewal_due_on', '<=', addDays(today, AHEAD_DAYS))
    .execute();
}

/**
 * Records the reminder each policy is due now, if any, with its in-app message, and queues its SMS (not in the
 * quiet hours: the first scan after 9 am queues it); safe to run in every process at once. Answers the SMS queued.
 */
export async function scanRenewals(deps: AppDeps, queue: JobQueue): Promise<number> {
  const now = deps.clock.now();
  const quiet = inQuietHours(now);
  const policies = await renewingPolicies(deps, istDate(now));
  const settled = await settledNoticeKeys(
    deps.db,
    policies.map((policy) => policy.id),
  );
  let queued = 0;
  for (const policy of policies) {
    const plan = slotsOf(policy);
    if (!plan || !policy.renewal_due_on) continue;
    const due = policy.renewal_due_on;
    const sent = new Set(
      plan.slots.filter((slot) => settled.has(noticeKey(policy.id, due, slot.key))).map((slot) => slot.key),
    );
    const found = reminderDue(plan.slots, sent, now);
    if (!found) continue;
    const key = noticeKey(policy.id, due, found.slot.key);
    const inApp = reminderInApp({
      insurer: policy.insurer,
      policyNumber: policy.policy_number,
      due,
      graceEnds: plan.graceEnds,
      premium: policy.premium,
      slot: found.slot.key,
    });
    await oweNotice(
      deps.db,
      {
        key,
        kind: 'renewal-reminder',
        policy_id: policy.id,
        mobile: policy.customer_mobile,
        category: 'service',
      },
      now,
      (trx) =>
        insertMessage(trx, {
          parentmessageid: null,
          message_date: now.toISOString(),
          from_mobile: ADMIN_RECIPIENT,
          to_mobile: policy.customer_mobile,
          message_content: inApp,
          status: 'new',
        }),
    );
    if (quiet) continue;
    const payload: ReminderPayload = { key, policyId: policy.id, due, slot: found.slot.key };
    if (await queue.send('renewal-reminder', payload, key)) queued += 1;
  }
  return queued;
}

/** Sends one reminder, if this call wins its notice and it is still the one due. */
export async function sendReminder(
  deps: AppDeps,
  payload: ReminderPayload,
  attempt: JobAttempt,
): Promise<void> {
  const leaseMs = deps.config.jobs.expireSeconds * 1000;
  const claimed = await claimNotice(deps.db, payload.key, Date.now(), leaseMs);
  if (!claimed) return;
  const now = deps.clock.now();
  if (inQuietHours(now)) {
    // given back; the first scan after 9 am queues it again
    await releaseNotice(deps.db, payload.key, 'held for the quiet hours (9 pm to 9 am India time)', {
      final: false,
    });
    return;
  }
  const policy = await deps.db
    .selectFrom('policies')
    .select(['id', 'customer_mobile', 'line', 'insurer', 'policy_number', 'premium', 'premium_frequency'])
    .select(['renewal_due_on', 'status', 'erased_at'])
    .where('id', '=', payload.policyId)
    .executeTakeFirst();
  const plan = policy && slotsOf(policy);
  const stillDue =
    policy &&
    plan &&
    policy.erased_at === null &&
    (RENEWING as readonly string[]).includes(policy.status) &&
    policy.renewal_due_on === payload.due &&
    reminderDue(plan.slots, new Set(), now)?.slot.key === payload.slot;
  if (!policy || !plan || !stillDue) {
    await releaseNotice(deps.db, payload.key, 'no longer due (renewed, superseded or erased)', {
      final: true,
    });
    return;
  }
  const slot = plan.slots.find((candidate) => candidate.key === payload.slot);
  const promotional =
    Boolean(slot?.mayPromote) && (await hasLiveConsent(deps.db, policy.customer_mobile, 'marketing'));
  const sms = reminderSms(
    {
      insurer: policy.insurer,
      policyNumber: policy.policy_number,
      due: payload.due,
      graceEnds: plan.graceEnds,
      premium: policy.premium,
      slot: payload.slot,
    },
    promotional,
  );
  try {
    await deps.sms.sendService(policy.customer_mobile, sms);
  } catch (error) {
    // The notice counts its own attempts: a second job for it (a scan re-queued it) shares the same budget.
    const { retryLimit, retryDelaySeconds } = deps.config.jobs;
    await releaseNotice(deps.db, payload.key, String((error as Error).message ?? error), {
      final: claimed.attempts > retryLimit || attempt.final,
      retryAt: Date.now() + backoffSeconds(retryDelaySeconds, claimed.attempts) * 1000,
    });
    throw error;
  }
  await markNoticeSent(
    deps.db,
    payload.key,
    sms.template === 'renewal-offer' ? 'promotional' : 'service',
    now,
  );
}

export function renewalReminderJobs(deps: AppDeps, queue: JobQueue): JobDefinition<never>[] {
  return [
    { name: 'renewal-scan', run: async () => void (await scanRenewals(deps, queue)) },
    {
      name: 'renewal-reminder',
      run: (payload: ReminderPayload, attempt) => sendReminder(deps, payload, attempt),
    },
  ] as JobDefinition<never>[];
}
