import { apiMessages, type DocumentContentType } from '@bimasetu/contract';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { downloadDisposition } from './document-bytes.ts';
import type { DocumentMeta } from './policies.repository.ts';

/** Each document's Content-Disposition, made once per looked-up row (a kept row is downloaded again and again). */
const dispositions = new WeakMap<DocumentMeta, string>();

function dispositionOf(doc: DocumentMeta): string {
  let disposition = dispositions.get(doc);
  if (disposition === undefined) {
    disposition = downloadDisposition(doc.file_name, doc.content_type as DocumentContentType);
    dispositions.set(doc, disposition);
  }
  return disposition;
}

/**
 * A document always leaves as a download of the type its bytes were recognised as: never rendered by the
 * browser as a page, never kept in any cache. Only the type and the attachment are set here: `nosniff`,
 * `no-store` and a CSP with `sandbox` are the API's own headers on every answer (plugins/security.ts), so a
 * download sets no header twice.
 */
export function sendDocument(
  deps: Pick<AppDeps, 'db' | 'documents'>,
  reply: FastifyReply,
  doc: DocumentMeta,
): void | Promise<void> {
  const bytes = deps.documents.read(deps.db, doc.id);
  // opened bytes kept in memory are sent at once, with no promise (most downloads of a recent document)
  if (bytes instanceof Promise) return bytes.then((read) => send(reply, doc, read));
  send(reply, doc, bytes);
}

function send(reply: FastifyReply, doc: DocumentMeta, bytes: Buffer | undefined): void {
  if (!bytes) throw new HttpError(404, apiMessages.notFound);
  reply
    .header('content-type', doc.content_type)
    .header('content-disposition', dispositionOf(doc))
    .send(bytes);
}
