import { adminPath, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { addedCarPolicy, issuedHealthPolicy, samplePdf, samplePng, upload } from './support/policy-files.ts';

const { test, api, tokens, submitApplication } = useAdminTestApp();

async function ashaHoldsTwoPolicies() {
  const pdf = samplePdf();
  const photo = samplePng();
  await upload(test, adminPath(policyPaths.adminRecord, { id: await submitApplication() }), {
    token: tokens.admin,
    details: issuedHealthPolicy,
    files: [{ field: 'policy', name: 'policy.pdf', bytes: pdf }],
  });
  await upload(test, policyPaths.policies, {
    token: tokens.asha,
    details: addedCarPolicy,
    files: [{ field: 'photo', name: 'car.png', bytes: photo, type: 'image/png' }],
  });
  return { pdf, photo };
}

describe('the vault and the customer’s data rights', () => {
  it('puts every policy and its documents’ bytes in the data download', async () => {
    const { pdf, photo } = await ashaHoldsTwoPolicies();
    const data = await api.call<{
      policies: { policy_number: string; documents: { contentBase64: string }[]; events: unknown[] }[];
    }>('GET', '/api/Insurance/DownloadMyData', { token: tokens.asha });
    expect(data.status).toBe(200);
    expect(data.body.policies.map((p) => p.policy_number)).toEqual([
      issuedHealthPolicy.policyNumber,
      addedCarPolicy.policyNumber,
    ]);
    const bytes = data.body.policies.map((p) => Buffer.from(p.documents[0]?.contentBase64 ?? '', 'base64'));
    expect(bytes[0]?.equals(pdf)).toBe(true);
    expect(bytes[1]?.equals(photo)).toBe(true);
    expect(data.body.policies.every((p) => p.events.length === 1)).toBe(true);
  });

  it('erases an added policy and its documents, and keeps an issued one stripped of members and documents', async () => {
    await ashaHoldsTwoPolicies();
    const erased = await api.call('POST', '/api/Insurance/EraseMyAccount', {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.status).toBe(200);
    const kept = await test.db.selectFrom('policies').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      source: 'issued',
      policy_number: issuedHealthPolicy.policyNumber,
      premium: issuedHealthPolicy.premium,
      members: '[]',
      nominee: '',
      customer_mobile: ASHA,
    });
    expect(kept[0]?.erased_at).not.toBeNull();
    expect(await test.db.selectFrom('policy_documents').select('id').execute()).toEqual([]);
    // logged in again, the kept record is not shown back as a live policy in the vault
    const again = await api.login(ASHA);
    expect(
      (await api.call<{ result: unknown[] }>('GET', policyPaths.policies, { token: again })).body.result,
    ).toEqual([]);
  });
});
