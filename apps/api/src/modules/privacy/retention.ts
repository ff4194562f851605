import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One number for the sweep's PostgreSQL advisory lock (any constant unique in this database will do). */
const SWEEP_LOCK = 7_160_016;

export interface SweepResult {
  leads: number;
  auditRows: number;
}

/**
 * Erases what is past its period: leads that never became a request (not a travel booking, and no application
 * from that mobile) older than `leadDays`, their call-back consents, and audit rows older than `auditDays`
 * (never less than a year; the configuration refuses less). Each erasure is one DELETE with a cutoff, so a run
 * is idempotent; on PostgreSQL the run also takes a transaction-scoped advisory lock, so several server processes
 * sweeping at once take turns and the second finds nothing left to do. SQLite runs one writer at a time.
 */
export async function sweepRetention(
  db: Kysely<Database>,
  now: Date,
  { leadDays, auditDays }: { leadDays: number; auditDays: number },
  postgres: boolean,
): Promise<SweepResult> {
  const leadCutoff = new Date(now.getTime() - leadDays * DAY_MS).toISOString();
  const auditCutoff = new Date(now.getTime() - auditDays * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(${SWEEP_LOCK})`.execute(trx);
    const expired = trx
      .selectFrom('leads')
      .select('leads.id')
      .where('leads.created_at', '<', leadCutoff)
      .where('leads.line', '!=', 'travel-booking')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('insurance_requests')
              .select('insurance_requests.id')
              .whereRef('insurance_requests.phone', '=', 'leads.mobile'),
          ),
        ),
      );
    await trx
      .deleteFrom('consents')
      .where('purpose', '=', 'request')
      .where('lead_id', 'in', expired)
      .execute();
    await trx
      .deleteFrom('request_events')
      .where('subject', '=', 'lead')
      .where('subject_id', 'in', expired)
      .execute();
    const leads = await trx.deleteFrom('leads').where('id', 'in', expired).executeTakeFirst();
    const audit = await trx.deleteFrom('audit_log').where('at', '<', auditCutoff).executeTakeFirst();
    return { leads: Number(leads.numDeletedRows), auditRows: Number(audit.numDeletedRows) };
  });
}

/** The sweep as a durable job (jobs/start-jobs.ts queues it every `sweepMinutes`); a failure is retried. */
export async function runRetentionSweep(deps: AppDeps): Promise<void> {
  const { retention } = deps.config;
  const result = await sweepRetention(
    deps.db,
    deps.clock.now(),
    retention,
    deps.config.database.kind === 'postgres',
  );
  deps.metrics.jobItems.inc({ job: 'retention-sweep' }, result.leads + result.auditRows);
  if (result.leads || result.auditRows) deps.log.info({ retention: result }, 'retention sweep');
}
