import { policyMessages } from '@bimasetu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UploadedFile } from './read-upload.ts';
import { takeUploadAllowance } from './upload-limit.ts';

/**
 * Stores an upload's files on a policy inside the caller's transaction. A customer's own uploads are counted
 * first against the hourly limit, in the same transaction, so a refused upload stores nothing and counts nothing.
 */
export async function saveDocuments(
  deps: Pick<AppDeps, 'documents'>,
  trx: Kysely<Database>,
  target: { policyId: number; owner: string; uploadedBy: string; limited: boolean },
  files: UploadedFile[],
  now: Date,
): Promise<number[]> {
  if (target.limited && !(await takeUploadAllowance(trx, target.owner, files.length, now))) {
    throw new HttpError(429, policyMessages.uploadsPerHour);
  }
  const ids: number[] = [];
  for (const file of files) {
    ids.push(
      await deps.documents.save(
        trx,
        {
          policyId: target.policyId,
          customerMobile: target.owner,
          kind: file.field,
          fileName: file.fileName.slice(0, 120),
          contentType: file.contentType,
          uploadedBy: target.uploadedBy,
          uploadedAt: now.toISOString(),
        },
        file.bytes,
      ),
    );
  }
  return ids;
}
