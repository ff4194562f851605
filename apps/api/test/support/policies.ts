import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.ts';

export interface PolicyArrangement {
  mobile: string;
  line?: string;
  renewalDueOn: string;
  frequency?: string;
  premium?: number;
  status?: string;
  insurer?: string;
  number?: string;
  /** The nominee's name, as the policy records it (JSON, as the vault keeps it). */
  nominee?: string;
  /** The nominee's own mobile on the record. */
  nomineeMobile?: string;
  documentReceivedOn?: string;
  startDate?: string;
  /** The policy's last day; the renewal due date unless said (a life policy's term runs on past its premiums). */
  endDate?: string;
}

/** Numbers the arranged policies, so two for one customer are two policies (a vault holds each one once). */
let arranged = 0;

/** A policy in the vault's table (migration 009), arranged directly: the renewal jobs only read it. */
export async function arrangePolicy(
  db: Kysely<Database>,
  policy: PolicyArrangement,
  at: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('policies')
    .values({
      customer_mobile: policy.mobile,
      source: 'added',
      line: policy.line ?? 'health',
      insurer: policy.insurer ?? 'Niva Bupa',
      plan_name: '',
      policy_number:
        policy.number ?? `P-${policy.mobile.slice(-4)}-${policy.renewalDueOn}-${(arranged += 1)}`,
      members: '[]',
      nominee: policy.nominee
        ? JSON.stringify({
            name: policy.nominee,
            relation: 'Spouse',
            dob: null,
            mobile: policy.nomineeMobile ?? '',
          })
        : '',
      sum_insured: 500_000,
      premium: policy.premium ?? 18_450,
      premium_frequency: policy.frequency ?? 'Yearly',
      start_date: policy.startDate ?? null,
      end_date: policy.endDate ?? policy.renewalDueOn,
      document_received_on: policy.documentReceivedOn ?? null,
      renewal_due_on: policy.renewalDueOn,
      status: policy.status ?? 'active',
      claim_helpline: '',
      tpa_name: '',
      tpa_helpline: '',
      request_id: null,
      help_requested: 0,
      created_by: policy.mobile,
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      erased_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A marketing consent given at `at`, withdrawn at `withdrawnAt` when given. */
export async function arrangeMarketingConsent(
  db: Kysely<Database>,
  mobile: string,
  at: Date,
  withdrawnAt?: Date,
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      mobile,
      purpose: 'marketing',
      text_version: 'marketing-2026-11',
      channel: 'SMS',
      screen: '/profile',
      lead_id: null,
      given_at: at.toISOString(),
      withdrawn_at: withdrawnAt ? withdrawnAt.toISOString() : null,
    })
    .execute();
}

/** Waits for `check` to hold, polling; fails with `what` after `ms`. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A policy's stored status. */
export async function policyStatusOf(db: Kysely<Database>, id: number): Promise<string> {
  const row = await db.selectFrom('policies').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}
