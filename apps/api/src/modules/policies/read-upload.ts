import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_UPLOAD_MAX,
  POLICY_DOCUMENT_KINDS,
  type DocumentContentType,
} from '@bimasetu/contract';
import multipart from '@fastify/multipart';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import { documentRefusals, recogniseDocument } from './document-bytes.ts';

export interface UploadedFile {
  /** The form field it came in: the document's kind. */
  field: string;
  fileName: string;
  bytes: Buffer;
  contentType: DocumentContentType;
}

const FIELD_BYTES_MAX = 32 * 1024;

type UploadScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers the routes that take a multipart upload in a scope of their own, the only place @fastify/multipart is
 * registered: it adds two async hooks to every request of its scope (an onRequest listening for the response's
 * close, an onResponse cleaning saved files), which the scope's reads (a policy list, a document download) would
 * otherwise pay for on each request. The new scope inherits the caller's hooks, its role check included.
 */
export async function uploadRoutes(
  scope: FastifyInstance,
  routes: (uploads: UploadScope) => void,
): Promise<void> {
  await scope.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES } });
    routes(uploads.withTypeProvider<ZodTypeProvider>());
  });
}

/** How many text fields an upload may carry beside its files (the details are one). */
const UPLOAD_FIELDS_MAX = 4;

export const uploadRefusals = {
  notMultipart: 'Content-Type must be multipart/form-data with the file and its details',
  tooMany: (files: number) => `body: at most ${files} files and the details at once`,
  tooManyFields: `body: at most ${UPLOAD_FIELDS_MAX} fields besides the files`,
  unreadable: 'body: the upload could not be read; try again',
  noFile: 'file: choose a PDF, JPEG or PNG file to upload',
} as const;

/**
 * Reads a multipart upload into memory, each file capped at 10 MB while it streams, every file recognised by its
 * bytes. Nothing is stored here: a refusal of any one file refuses the whole upload.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFiles: number },
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, uploadRefusals.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: DOCUMENT_MAX_BYTES,
        files: options.maxFiles,
        fields: UPLOAD_FIELDS_MAX,
        fieldSize: FIELD_BYTES_MAX,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // busboy stops a file at the cap and marks it truncated; the last chunk can arrive before the library looks
      if (part.file.truncated) throw new HttpError(413, `${part.fieldname}: ${documentRefusals.tooLarge}`);
      if (!options.fileFields.includes(part.fieldname)) {
        throw new HttpError(400, `file: must be sent as one of ${options.fileFields.join(', ')}`);
      }
      const fileName = cleanFileName(part.filename);
      const recognised = recogniseDocument(bytes);
      if (!recognised.ok) {
        throw new HttpError(400, `file: ${recognised.message} (${part.fieldname}, ${fileName.slice(0, 60)})`);
      }
      files.push({
        field: part.fieldname,
        fileName,
        bytes,
        contentType: recognised.contentType,
      });
    }
  } catch (error) {
    throw asUploadError(error, options.maxFiles);
  }
  return { fields, files };
}

/** A policy's documents, as the customer's vault and the advisers' recording route take them: each under its kind. */
export const readPolicyUpload = (request: FastifyRequest) =>
  readUpload(request, { fileFields: POLICY_DOCUMENT_KINDS, maxFiles: DOCUMENTS_PER_UPLOAD_MAX });

/**
 * A file's name as it is kept and repeated: letters in any script with their vowel signs and viramas (\p{M}, so
 * "पॉलिसी" stays whole), digits, spaces and . _ - only (no NUL, no path), short.
 */
export const cleanFileName = (name: string | undefined) =>
  (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 120) || 'document';

/**
 * What went wrong reading an upload, as the caller's fault: only the request's bytes are read in readUpload, so
 * an error that is not ours (busboy's "Boundary not found", "Unexpected end of form", a part header it cannot
 * read) means a body that is not well-formed multipart.
 */
function asUploadError(error: unknown, maxFiles: number): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `file: ${documentRefusals.tooLarge}`);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(400, uploadRefusals.tooManyFields);
  if (code.endsWith('_LIMIT')) return new HttpError(400, uploadRefusals.tooMany(maxFiles));
  return new HttpError(400, uploadRefusals.unreadable);
}

/** The JSON details sent beside the files, checked by the contract's schema; a refusal names the field. */
export function parseDetails<S extends z.ZodType>(
  schema: S,
  raw: string | undefined,
  field = 'policy',
): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw new HttpError(400, `${field}: must be the details as JSON`);
  }
  return parseOr400(schema, value, { prefix: field });
}
