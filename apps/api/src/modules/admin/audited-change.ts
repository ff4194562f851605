import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { writeAudit, type AuditEntry } from './audit.repository.ts';

type Audit = (entry: Omit<AuditEntry, 'adminMobile'>) => Promise<void>;

/**
 * Runs an adviser's change and writes its audit row in one transaction, so either both are kept or neither:
 * every admin write goes through here.
 */
export function auditedChange<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  adminMobile: string,
  change: (trx: Kysely<Database>, audit: Audit) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return deps.db
    .transaction()
    .execute((trx) => change(trx, (entry) => writeAudit(trx, { adminMobile, ...entry }, now)));
}
