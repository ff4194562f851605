// An application sent again unchanged (a double click, a retried request) within ten minutes, while the first is
// still open, answers with the first one's reference instead of filing a second request. Each application is known
// by a keyed hash of the customer's mobile and every answer it sent (Aadhaar too), kept in `request_submissions`
// (migration 019) for the ten minutes only: no mobile or answer in the clear, and nothing kept to erase later.
import { createHmac } from 'node:crypto';
import type { REQUEST_STATUSES } from '@bimasetu/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { lockKeys } from '../auth/otp-lock.ts';

/** How long an unchanged application answers with the first one's reference (docs/decisions.md). */
export const RESUBMIT_WINDOW_MS = 10 * 60_000;

/** A request that has reached one of these is no longer open: the same application again is a new request. */
const CLOSED_STATUSES: ReadonlySet<string> = new Set<(typeof REQUEST_STATUSES)[number]>([
  'Policy Issued',
  'Closed',
  'Rejected',
]);

export type FiledRequest = { id: number; status: string; reference: string };

/** JSON with every object's keys in order, so the same answers hash the same whatever order they came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The application's fingerprint: a keyed hash (the server's HMAC secret) of the mobile and the answers. */
export function applicationFingerprint(secret: string, mobile: string, application: unknown): string {
  return createHmac('sha256', secret)
    .update(`application\n${mobile}\n${canonicalJson(application)}`)
    .digest('hex');
}

/**
 * Files the application with `file` once: under a lock on its fingerprint (a PostgreSQL transaction advisory lock
 * shared by every process; SQLite runs one write transaction at a time), an open request filed from the same
 * fingerprint within the window answers instead, and a new one records its fingerprint in the same transaction.
 */
export async function fileOnce(
  db: Kysely<Database>,
  fingerprint: string,
  now: Date,
  file: (trx: Transaction<Database>) => Promise<FiledRequest>,
  log: { warn: (details: object, message: string) => void },
): Promise<FiledRequest> {
  const since = new Date(now.getTime() - RESUBMIT_WINDOW_MS).toISOString();
  const filed = await db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`request:${fingerprint}`]);
    const earlier = await trx
      .selectFrom('request_submissions')
      .innerJoin('insurance_requests', 'insurance_requests.id', 'request_submissions.request_id')
      .select([
        'request_submissions.submitted_at',
        'insurance_requests.id',
        'insurance_requests.status',
        'insurance_requests.reference',
        'insurance_requests.application',
      ])
      .where('request_submissions.fingerprint', '=', fingerprint)
      .executeTakeFirst();
    if (earlier && earlier.submitted_at >= since && isOpen(earlier.status, earlier.application)) {
      return { id: earlier.id, status: earlier.status, reference: earlier.reference };
    }
    await trx.deleteFrom('request_submissions').where('fingerprint', '=', fingerprint).execute();
    const made = await file(trx);
    await trx
      .insertInto('request_submissions')
      .values({ fingerprint, request_id: made.id, submitted_at: now.toISOString() })
      .execute();
    return made;
  });
  // the others' fingerprints past the window go too, after the commit: a failure here costs nothing filed
  await db
    .deleteFrom('request_submissions')
    .where('submitted_at', '<', since)
    .execute()
    .catch((error: unknown) =>
      log.warn({ err: error }, 'request_submissions: pruning past the window failed'),
    );
  return filed;
}

/** Still being worked on, and not stripped by the customer's erasure (which keeps only the policy record). */
function isOpen(status: string, application: string): boolean {
  if (CLOSED_STATUSES.has(status)) return false;
  try {
    const kept = JSON.parse(application) as unknown;
    return !(kept !== null && typeof kept === 'object' && 'erasedAt' in kept);
  } catch {
    return false;
  }
}
