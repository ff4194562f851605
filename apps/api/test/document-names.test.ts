import { adminPath, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { downloadDisposition } from '../src/modules/policies/document-bytes.ts';
import { cleanFileName } from '../src/modules/policies/read-upload.ts';
import { useAdminTestApp } from './support/admin.ts';
import { addedCarPolicy, download, samplePdf, upload } from './support/policy-files.ts';

const HINDI = 'पॉलिसी दस्तावेज़.pdf';
const TAMIL = 'ஆவணம்.pdf';

describe('a document’s name in any Indian script', () => {
  it('keeps vowel signs, viramas and nuktas when the name is cleaned, and still drops paths and quotes', () => {
    expect(cleanFileName(HINDI)).toBe(HINDI);
    expect(cleanFileName(TAMIL)).toBe(TAMIL);
    expect(cleanFileName('../../etc/"पॉलिसी"\r\n.pdf')).toBe('....etcपॉलिसी.pdf');
  });

  it('is saved under its own letters (filename*) with an ASCII name beside it for older browsers', () => {
    expect(downloadDisposition(HINDI, 'application/pdf')).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(HINDI)}`,
    );
    expect(downloadDisposition('Star Health 2026 पॉलिसी.png', 'image/png')).toBe(
      `attachment; filename="Star Health 2026.png"; filename*=UTF-8''${encodeURIComponent('Star Health 2026 पॉलिसी.png')}`,
    );
    // an ASCII name goes as before, with nothing added
    expect(downloadDisposition('policy.pdf', 'application/pdf')).toBe('attachment; filename="policy.pdf"');
  });

  const { test, tokens } = useAdminTestApp();

  it('comes back whole from an upload, in the vault and on the download', async () => {
    const added = await upload(test, policyPaths.policies, {
      token: tokens.asha,
      details: addedCarPolicy,
      files: [{ field: 'policy', name: HINDI, bytes: samplePdf() }],
    });
    expect(added.status).toBe(200);
    const result = added.body.result as { id: number; documents: { id: number; fileName: string }[] };
    expect(result.documents.map((d) => d.fileName)).toEqual([HINDI]);

    const got = await download(
      test,
      adminPath(policyPaths.document, { id: result.id, documentId: result.documents[0]?.id ?? 0 }),
      tokens.asha,
    );
    expect(got.status).toBe(200);
    const disposition = got.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(HINDI);
  });
});
