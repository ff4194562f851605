import {
  adminPath,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOADS_PER_HOUR,
  policyMessages,
  policyPaths,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { uploadRefusals } from '../src/modules/policies/read-upload.ts';
import { addedCarPolicy, samplePdf, samplePng, upload } from './support/policy-files.ts';

const { test, tokens } = useAdminTestApp();

const addWith = (bytes: Buffer, name: string, type = 'application/pdf') =>
  upload(test, policyPaths.policies, {
    token: tokens.asha,
    details: addedCarPolicy,
    files: [{ field: 'policy', name, bytes, type }],
  });
const stored = async () => ({
  policies: (await test.db.selectFrom('policies').select('id').execute()).length,
  documents: (await test.db.selectFrom('policy_documents').select('id').execute()).length,
  counted: (await test.db.selectFrom('document_upload_counts').select('uploads').execute()).map(
    (r) => r.uploads,
  ),
});

describe('what a document may be', () => {
  it.each([
    [
      'HTML named .pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
      400,
      'must be a PDF, JPEG or PNG file',
    ],
    ['a script named .pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'), 400, 'must be a PDF, JPEG or PNG file'],
    ['an empty file', Buffer.alloc(0), 400, 'the file is empty'],
    ['a truncated PDF', samplePdf().subarray(0, 60), 400, 'the PDF is incomplete'],
    [
      'a file over 10 MB',
      Buffer.concat([samplePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]),
      413,
      'must be at most 10 MB',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_what, bytes, status, message) => {
    const answer = await addWith(bytes, 'policy.pdf');
    expect(answer.status).toBe(status);
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.message).toContain(message);
    expect(await stored()).toEqual({ policies: 0, documents: 0, counted: [] });
  });

  it('recognises a PNG sent as application/pdf by its bytes, and serves it as a PNG', async () => {
    const answer = await addWith(samplePng(), 'scan.pdf');
    expect(answer.status).toBe(200);
    const [doc] = (answer.body.result as { documents: { contentType: string }[] }).documents;
    expect(doc?.contentType).toBe('image/png');
  });

  it('refuses a body that is not multipart with our message', async () => {
    const answer = await fetch(`${test.url}${policyPaths.policies}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.asha}`, 'content-type': 'application/json' },
      body: JSON.stringify(addedCarPolicy),
    });
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as { message: string }).message).toMatch(/multipart\/form-data/);
  });

  it.each([
    ['no boundary in the body', 'multipart/form-data; boundary=zzz', 'abc'],
    ['no boundary at all', 'multipart/form-data', 'abc'],
    [
      'a body cut off before its closing boundary',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="policy"\r\n\r\n{}\r\n',
    ],
  ])('answers %s with 400 saying the upload could not be read, and stores nothing', async (_, type, body) => {
    const answer = await fetch(`${test.url}${policyPaths.policies}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.asha}`, 'content-type': type },
      body,
    });
    const read = (await answer.json()) as { isSuccess: boolean; message: string };
    expect([answer.status, read.isSuccess]).toEqual([400, false]);
    expect(read.message).toBe(uploadRefusals.unreadable);
    expect(await stored()).toEqual({ policies: 0, documents: 0, counted: [] });
  });

  it('names the limit an upload with too many fields met', async () => {
    const form = new FormData();
    for (let i = 0; i < 6; i += 1) form.append(`note${i}`, 'x');
    form.append('policy', new Blob([samplePdf()], { type: 'application/pdf' }), 'policy.pdf');
    const answer = await fetch(`${test.url}${policyPaths.policies}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.asha}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(uploadRefusals.tooManyFields);
  });
});

describe('uploads per customer per hour', () => {
  it(`holds at ${DOCUMENT_UPLOADS_PER_HOUR} under 20 concurrent uploads`, async () => {
    const first = await addWith(samplePdf(), 'policy.pdf');
    const id = (first.body.result as { id: number }).id;
    const hour = test.clock.now().toISOString().slice(0, 13);
    await test.db
      .updateTable('document_upload_counts')
      .set({ uploads: DOCUMENT_UPLOADS_PER_HOUR - 10 })
      .where('customer_mobile', '=', ASHA)
      .where('hour', '=', hour)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(test, adminPath(policyPaths.documents, { id }), {
          token: tokens.asha,
          files: [{ field: 'other', name: `page-${i}.png`, bytes: samplePng(), type: 'image/png' }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.body.message).toBe(policyMessages.uploadsPerHour);
    expect(await stored()).toEqual({ policies: 1, documents: 11, counted: [DOCUMENT_UPLOADS_PER_HOUR] });

    test.clock.advance(3_600_000);
    const nextHour = await upload(test, adminPath(policyPaths.documents, { id }), {
      token: await (async () => tokens.asha)(),
      files: [{ field: 'other', name: 'later.png', bytes: samplePng(), type: 'image/png' }],
    });
    expect(nextHour.status).toBe(200);
  });
});
