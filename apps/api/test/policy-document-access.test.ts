// A customer's policy document is shown to an adviser only when they work on that customer: they recorded it,
// acted on one of the customer's requests, or the customer asked for help with the policy. Every view, and
// every refusal, is in the audit log.
import { adminPath, adminPaths, policyChangeMessages, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { adviserToken, ADVISER, useAdminTestApp } from './support/admin.ts';
import { download, issuedHealthPolicy, samplePdf, upload } from './support/policy-files.ts';

const { test, api, tokens, submitApplication, auditRows } = useAdminTestApp();
const UNRELATED = '9800000002';
const ON_ANOTHER_REQUEST = '9800000003';

async function ashasIssuedPolicy() {
  const requestId = await submitApplication();
  const answer = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
    token: tokens.admin,
    details: issuedHealthPolicy,
    files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf('asha') }],
  });
  const policy = answer.body.result as { id: number; documents: { id: number }[] };
  return { id: policy.id, documentId: policy.documents[0]?.id ?? 0 };
}

const documentPath = (policy: { id: number; documentId: number }) =>
  adminPath(policyPaths.adminDocument, { id: policy.id, documentId: policy.documentId });
const auditOf = async (adviser: string, action: string) =>
  (await auditRows()).filter((row) => row.admin_mobile === adviser && row.action === action);

describe('an adviser viewing a customer’s policy document', () => {
  it('shows an unrelated adviser 0 of N views, each refused and audited', async () => {
    const policy = await ashasIssuedPolicy();
    const stranger = await adviserToken(test, api, UNRELATED);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => download(test, documentPath(policy), stranger)),
    );
    expect(attempts.map((a) => a.status)).toEqual(Array(8).fill(403));
    expect(attempts.every((a) => a.bytes.toString('latin1').includes('%PDF') === false)).toBe(true);
    const refusal = JSON.parse(attempts[0]?.bytes.toString() ?? '{}') as { message?: string };
    expect(refusal.message).toBe(policyChangeMessages.notYourCustomer);
    expect(await auditOf(UNRELATED, 'policy.document.refused')).toHaveLength(8);
    expect(await auditOf(UNRELATED, 'policy.document.view')).toHaveLength(0);
  });

  it('shows the adviser who recorded it, and one who acted on another of the customer’s requests', async () => {
    const policy = await ashasIssuedPolicy();
    const recorder = await download(test, documentPath(policy), tokens.admin);
    expect(recorder.status).toBe(200);
    expect(recorder.bytes.equals(samplePdf('asha'))).toBe(true);

    const colleague = await adviserToken(test, api, ON_ANOTHER_REQUEST);
    expect((await download(test, documentPath(policy), colleague)).status).toBe(403);
    const otherRequest = await submitApplication({ policyType: 'Term' });
    const moved = await api.call('POST', adminPath(adminPaths.requestStatus, { id: otherRequest }), {
      token: colleague,
      body: { status: 'In Review', remarks: 'Medicals booked' },
    });
    expect(moved.status).toBe(200);
    expect((await download(test, documentPath(policy), colleague)).status).toBe(200);
    expect(await auditOf(ADVISER, 'policy.document.view')).toHaveLength(1);
    expect(await auditOf(ON_ANOTHER_REQUEST, 'policy.document.view')).toHaveLength(1);
    expect(await auditOf(ON_ANOTHER_REQUEST, 'policy.document.refused')).toHaveLength(1);
  });

  it('shows any adviser the documents of a policy its owner asked for help with', async () => {
    const policy = await ashasIssuedPolicy();
    const stranger = await adviserToken(test, api, UNRELATED);
    expect((await download(test, documentPath(policy), stranger)).status).toBe(403);
    const asked = await api.call('POST', adminPath(policyPaths.help, { id: policy.id }), {
      token: tokens.asha,
    });
    expect(asked.status).toBe(200);
    expect((await download(test, documentPath(policy), stranger)).status).toBe(200);
    expect(await auditOf(UNRELATED, 'policy.document.view')).toHaveLength(1);
  });
});
