import type { Generated } from 'kysely';

/**
 * A durable job on the embedded SQLite engine (migration 010a); on PostgreSQL pg-boss keeps its own tables.
 * Times are ISO strings in real time: the queue's mechanics (leases, backoff) run on the wall clock, and what a
 * job decides (which reminder is due, quiet hours) runs on the injected clock.
 */
export interface JobTable {
  id: Generated<number>;
  name: string;
  payload: string;
  /** At most one due or running job per name and key (a partial unique index). */
  key: string;
  state: 'due' | 'running' | 'done' | 'failed';
  run_at: string;
  attempts: number;
  max_attempts: number;
  /** A running job whose process died is taken again once its lease ends. */
  locked_until: string | null;
  last_error: string;
  created_at: string;
  updated_at: string;
}

/**
 * One SMS the server owes a customer (a renewal reminder), by an idempotency key unique across processes and
 * restarts: whoever claims the row sends it; a sent row is never sent again. The reminder's in-app message is
 * written in the transaction that inserts the row, so it too exists once per key.
 */
export interface NoticeTable {
  id: Generated<number>;
  key: string;
  kind: 'renewal-reminder';
  policy_id: number;
  mobile: string;
  category: 'service' | 'promotional';
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string;
  /** While sending: the claim's end, after which another attempt may take it (its process died). */
  claimed_until: string | null;
  created_at: string;
  sent_at: string | null;
}
