import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { StampedCache } from '../../lib/stamped-cache.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: iv | tag | ciphertext in one value, so a row carries everything needed to open it. */
export function sealBytes(key: Buffer, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function openBytes(key: Buffer, sealed: Uint8Array): Buffer {
  const all = Buffer.isBuffer(sealed) ? sealed : Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, all.subarray(0, IV_BYTES));
  decipher.setAuthTag(all.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const body = decipher.update(all.subarray(IV_BYTES + TAG_BYTES));
  const rest = decipher.final(); // checks the tag; GCM holds nothing back, so this is empty
  return rest.length === 0 ? body : Buffer.concat([body, rest]);
}

export interface NewDocument {
  policyId: number;
  customerMobile: string;
  kind: string;
  fileName: string;
  contentType: string;
  uploadedBy: string;
  uploadedAt: string;
}

/**
 * Where a document's bytes live. Today: sealed in the policy_documents row, on both engines, so every process
 * shares them and a database backup holds them (docs/decisions.md says when to move to an object store). A
 * store behind this interface is all that changes then.
 */
export interface DocumentStore {
  save(db: Kysely<Database>, document: NewDocument, bytes: Uint8Array): Promise<number>;
  /** The opened bytes; at once, without a promise, when they are kept in memory. */
  read(db: Kysely<Database>, documentId: number): Buffer | undefined | Promise<Buffer | undefined>;
}

/** A document's sealed bytes by id, compiled once: every download reads it. */
const sealedOf = preparedPerDatabase(1, (db, documentId: number) =>
  db.selectFrom('policy_documents').select('sealed').where('id', '=', documentId),
);

/** How many bytes of opened documents a process keeps at most (the most recently read go last). */
export const OPENED_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The store in the database itself. With `stamp` (Db.changeStamp(['policy_documents'])), the opened bytes of
 * documents read recently are kept in memory, at most OPENED_CACHE_BYTES, until the next write to the documents
 * table (an erasure or a deletion moves it): sealing protects the database and its backups, not the process that
 * holds the key, and opening a document costs more than sending it. A read inside a transaction neither uses nor
 * fills what is kept.
 */
export function databaseDocumentStore(key: Buffer, stamp?: () => string | undefined): DocumentStore {
  const kept = new StampedCache<Buffer>(OPENED_CACHE_BYTES, (opened) => opened.length);
  return {
    async save(db, document, bytes) {
      const row = await db
        .insertInto('policy_documents')
        .values({
          policy_id: document.policyId,
          customer_mobile: document.customerMobile,
          kind: document.kind,
          file_name: document.fileName,
          content_type: document.contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          sealed: sealBytes(key, bytes),
          uploaded_by: document.uploadedBy,
          uploaded_at: document.uploadedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    read(db, documentId) {
      const now = db.isTransaction ? undefined : stamp?.();
      const cacheKey = String(documentId);
      const opened = kept.get(cacheKey, now);
      if (opened !== undefined) return opened;
      return sealedOf(db, documentId).then(([row]) => {
        if (!row) return undefined;
        const bytes = openBytes(key, row.sealed);
        kept.set(cacheKey, now, bytes);
        return bytes;
      });
    },
  };
}
