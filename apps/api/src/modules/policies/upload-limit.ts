import { DOCUMENT_UPLOADS_PER_HOUR } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Counts `files` uploads for a customer in the current clock hour, in one statement: the row is created or its
 * count raised only while the total stays within the limit, so twenty requests at once cannot pass it on either
 * engine (PostgreSQL re-checks the condition on the row it locked; SQLite writes one at a time). False: refused.
 */
export async function takeUploadAllowance(
  db: Kysely<Database>,
  customerMobile: string,
  files: number,
  now: Date,
  limit = DOCUMENT_UPLOADS_PER_HOUR,
): Promise<boolean> {
  if (files > limit) return false;
  const hour = now.toISOString().slice(0, 13);
  const row = await db
    .insertInto('document_upload_counts')
    .values({ customer_mobile: customerMobile, hour, uploads: files })
    .onConflict((oc) =>
      oc
        .columns(['customer_mobile', 'hour'])
        .doUpdateSet((eb) => ({ uploads: eb('document_upload_counts.uploads', '+', files) }))
        .where('document_upload_counts.uploads', '<=', limit - files),
    )
    .returning('uploads')
    .executeTakeFirst();
  return row !== undefined;
}
