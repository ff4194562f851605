import { adminPath, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from './support/admin.ts';
import {
  addedCarPolicy,
  download,
  issuedHealthPolicy,
  samplePdf,
  samplePng,
  upload,
} from './support/policy-files.ts';

const { test, api, tokens, customerToken, submitApplication } = useAdminTestApp();
const MEERA = '9876500099';

/** Asha's two policies: one issued through us, one she added; answers their ids and their documents' ids. */
async function ashasPolicies() {
  const requestId = await submitApplication();
  const issued = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
    token: tokens.admin,
    details: issuedHealthPolicy,
    files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
  });
  const added = await upload(test, policyPaths.policies, {
    token: tokens.asha,
    details: addedCarPolicy,
    files: [{ field: 'photo', name: 'car.png', bytes: samplePng() }],
  });
  const policies = [issued.body.result, added.body.result] as { id: number; documents: { id: number }[] }[];
  return policies.map((p) => ({ id: p.id, documentId: p.documents[0]?.id ?? 0 }));
}

const snapshot = async () => ({
  policies: await test.db.selectFrom('policies').selectAll().orderBy('id').execute(),
  documents: await test.db
    .selectFrom('policy_documents')
    .select(['id', 'policy_id', 'sha256'])
    .orderBy('id')
    .execute(),
});

describe('who may read or change a policy or a document', () => {
  it('lets another customer read or change 0 of them, by their ids or by guessed ones', async () => {
    const targets = await ashasPolicies();
    const before = await snapshot();
    const meera = await customerToken(MEERA);
    const guesses = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, documentId: i + 1 }));
    const attempts: Promise<number>[] = [];
    for (const { id, documentId } of [...targets, ...guesses]) {
      attempts.push(
        api.call('GET', adminPath(policyPaths.policy, { id }), { token: meera }).then((a) => a.status),
        download(test, adminPath(policyPaths.document, { id, documentId }), meera).then((a) => a.status),
        api.call('POST', adminPath(policyPaths.help, { id }), { token: meera }).then((a) => a.status),
        upload(test, adminPath(policyPaths.documents, { id }), {
          token: meera,
          files: [{ field: 'other', name: 'x.pdf', bytes: samplePdf() }],
        }).then((a) => a.status),
      );
    }
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(new Set(statuses)).toEqual(new Set([404]));
    expect(
      (await api.call<{ result: unknown[] }>('GET', policyPaths.policies, { token: meera })).body.result,
    ).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers an anonymous caller 401 on every policy call, and an adviser’s token 403', async () => {
    const [issued] = await ashasPolicies();
    const id = issued?.id ?? 0;
    const documentId = issued?.documentId ?? 0;
    for (const token of [undefined, tokens.admin]) {
      const statuses = [
        (await api.call('GET', policyPaths.policies, { token })).status,
        (await api.call('GET', adminPath(policyPaths.policy, { id }), { token })).status,
        (await download(test, adminPath(policyPaths.document, { id, documentId }), token)).status,
        (await upload(test, policyPaths.policies, { token, details: addedCarPolicy, files: [] })).status,
      ];
      expect(new Set(statuses)).toEqual(new Set([token ? 403 : 401]));
    }
    const customerAsAdviser = await download(
      test,
      adminPath(policyPaths.adminDocument, { id, documentId }),
      tokens.asha,
    );
    expect(customerAsAdviser.status).toBe(403);
  });

  it('keeps an added policy from advisers until its owner asks for help', async () => {
    const [, added] = await ashasPolicies();
    const id = added?.id ?? 0;
    const documentId = added?.documentId ?? 0;
    expect(
      (await api.call('GET', adminPath(policyPaths.adminPolicy, { id }), { token: tokens.admin })).status,
    ).toBe(404);
    const doc = await download(test, adminPath(policyPaths.adminDocument, { id, documentId }), tokens.admin);
    expect(doc.status).toBe(404);
    const help = await api.call<{ result: unknown[] }>('GET', policyPaths.adminHelp, { token: tokens.admin });
    expect(help.body.result).toEqual([]);
  });
});
