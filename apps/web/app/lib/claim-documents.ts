// A claim's documents: which files the API takes (PDF, JPEG or PNG up to the contract's size), the one multipart
// upload (each file under its checklist item), and why an upload was refused, as a code the screens' words say.
import {
  claimPaths,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  policyPath,
  type ClaimView,
} from '@bimasetu/contract';
import { ApiError, apiRequest } from './api-client';

export type DocumentRefusal = 'too-big' | 'not-a-document' | 'too-many-uploads' | 'failed';

/** Checked before sending; the server checks the bytes again. */
export function documentFileProblem(file: File): DocumentRefusal | null {
  if (file.size > DOCUMENT_MAX_BYTES) return 'too-big';
  if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'not-a-document';
  return null;
}

/** The size limit in whole megabytes, as the words say it. */
export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

export function uploadClaimDocuments(id: number, files: [string, File][]) {
  const form = new FormData();
  for (const [item, file] of files) form.append(item, file, file.name);
  return apiRequest<{ isSuccess: boolean; message: string; result: ClaimView }>(
    policyPath(claimPaths.claimDocuments, { id }),
    { method: 'POST', body: form },
  );
}

export function documentRefusal(error: unknown): DocumentRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'too-big';
  if (error.status === 415 || (error.status === 400 && /^file:/.test(error.serverMessage ?? '')))
    return 'not-a-document';
  if (error.status === 429) return 'too-many-uploads';
  return 'failed';
}
