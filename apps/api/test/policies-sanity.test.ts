// A vault policy's dates are sane on the server's own day, and one policy is in a customer's vault once however
// often (or however fast) it is added.
import {
  adminPath,
  policyDateMessages,
  policyMessages,
  policyPath,
  policyPaths,
  renewalPath,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { submittedOnce } from '../src/db/migrations/019-submitted-once.ts';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { arrangePolicy } from './support/policies.ts';
import { addedCarPolicy, issuedHealthPolicy, samplePdf, upload } from './support/policy-files.ts';

const { test, api, tokens, customerToken, submitApplication } = useAdminTestApp();
const RAVI = '9876500077';
const YEAR = 365 * 86_400_000;

const addPolicy = (details: object, token = tokens.asha) =>
  upload(test, policyPaths.policies, {
    token,
    details,
    files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
  });
const addedHealth = {
  insurer: 'Care Health',
  line: 'health',
  policyNumber: 'CH-7781',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  premiumFrequency: 'Yearly',
  members: [{ name: 'Asha Verma', relation: 'Self', dob: '1990-03-12' }],
};
const storedPolicies = () => test.db.selectFrom('policies').select(['id', 'policy_number']).execute();

describe('the dates of a policy added to the vault (the test clock says 1 June 2026)', () => {
  it.each([
    [
      'a start after the end',
      { startDate: '2027-03-01', endDate: '2026-12-31' },
      'startDate',
      'starts-after-end',
    ],
    ['an end in the year 9999', { endDate: '9999-12-31' }, 'endDate', 'out-of-range'],
    ['an end more than 100 years ahead', { endDate: '2126-06-02' }, 'endDate', 'ends-too-far'],
    [
      'a member born in 2099',
      { members: [{ name: 'Asha Verma', relation: 'Self', dob: '2099-05-05' }] },
      'members.0.dob',
      'born-in-future',
    ],
    [
      'a member born before 1900',
      { members: [{ name: 'Asha Verma', relation: 'Self', dob: '1899-12-31' }] },
      'members.0.dob',
      'out-of-range',
    ],
    [
      'a nominee born tomorrow',
      { nominee: { name: 'Rohan Verma', relation: 'Spouse', dob: '2026-06-02' } },
      'nominee.dob',
      'born-in-future',
    ],
    [
      'a document received in 2099',
      { documentReceivedOn: '2099-01-01' },
      'documentReceivedOn',
      'received-in-future',
    ],
  ] as const)('refuses %s with its message and keeps nothing', async (_what, change, field, rule) => {
    const answer = await addPolicy({ ...addedHealth, ...change });
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: `policy.${field}: ${policyDateMessages[rule]}` },
    });
    expect(await storedPolicies()).toEqual([]);
  });

  it('takes today from the server’s clock: born today and an end exactly 100 years ahead are kept', async () => {
    const answer = await addPolicy({
      ...addedHealth,
      endDate: '2126-06-01',
      documentReceivedOn: '2026-06-01',
      members: [{ name: 'Baby Verma', relation: 'Child', dob: '2026-06-01' }],
    });
    expect(answer.status).toBe(200);
    // the real clock is past 1 July 2026; the server's own day (1 June) is what refuses this birth date
    const refused = await addPolicy({
      ...addedHealth,
      policyNumber: 'CH-7782',
      members: [{ name: 'Baby Verma', relation: 'Child', dob: '2026-07-01' }],
    });
    expect(refused.body.message).toBe(`policy.members.0.dob: ${policyDateMessages['born-in-future']}`);
    // two years on, the server's day moves and the same date of birth is in the past
    test.clock.advance(2 * YEAR);
    const later = await addPolicy(
      {
        ...addedHealth,
        policyNumber: 'CH-7782',
        members: [{ name: 'Baby Verma', relation: 'Child', dob: '2026-07-01' }],
      },
      await api.login(ASHA),
    );
    expect(later.status).toBe(200);
  });

  it('refuses an adviser’s issued policy that starts after it ends', async () => {
    const requestId = await submitApplication();
    const answer = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
      token: tokens.admin,
      details: { ...issuedHealthPolicy, startDate: '2027-06-01' },
      files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
    });
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: `policy.startDate: ${policyDateMessages['starts-after-end']}` },
    });
  });

  it('never writes a five-digit year for a date kept before these rules', async () => {
    const added = await addPolicy(addedHealth);
    const id = (added.body.result as { id: number }).id;
    await test.db
      .updateTable('policies')
      .set({ end_date: '9999-12-31', renewal_due_on: '9999-12-31' })
      .where('id', '=', id)
      .execute();
    const one = await api.call<{ result: { graceEndsOn: string | null } }>(
      'GET',
      policyPath(policyPaths.policy, { id }),
      { token: tokens.asha },
    );
    expect(one.status).toBe(200);
    expect(one.body.result.graceEndsOn).toBe('9999-12-31');
    const renewal = await api.call('GET', policyPath(renewalPath, { id }), { token: tokens.asha });
    expect(renewal.status).toBe(200);
    const written = JSON.stringify([one.body, renewal.body]);
    expect(written).not.toMatch(/[+-]0\d{5}/);
    expect(written).not.toMatch(/\d{5}-\d{2}-\d{2}/);
  });
});

describe('one policy once in a vault', () => {
  it('keeps one of 20 identical adds at once and refuses the rest naming the policy number', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => addPolicy(addedCarPolicy)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 409,
        body: { isSuccess: false, message: policyMessages.alreadyInVault },
      });
    }
    expect(policyMessages.alreadyInVault).toMatch(/^policyNumber: /);
    expect(await storedPolicies()).toHaveLength(1);
    expect(await test.db.selectFrom('policy_documents').select('id').execute()).toHaveLength(1);
    // a refused add counts no upload against the hour's limit
    const counted = await test.db.selectFrom('document_upload_counts').select('uploads').execute();
    expect(counted.map((c) => c.uploads)).toEqual([1]);
  });

  it('refuses the same insurer and number written in another case, but not another policy or customer', async () => {
    expect((await addPolicy(addedCarPolicy)).status).toBe(200);
    const shouted = await addPolicy({
      ...addedCarPolicy,
      insurer: addedCarPolicy.insurer.toUpperCase(),
      policyNumber: addedCarPolicy.policyNumber.toLowerCase(),
    });
    expect(shouted.status).toBe(409);
    expect((await addPolicy({ ...addedCarPolicy, policyNumber: '3001/MT-55120/00/001' })).status).toBe(200);
    expect((await addPolicy({ ...addedCarPolicy, insurer: 'Go Digit' })).status).toBe(200);
    expect((await addPolicy(addedCarPolicy, await customerToken(RAVI))).status).toBe(200);
    expect(await storedPolicies()).toHaveLength(4);
  });

  it('refuses adding a policy an adviser already recorded in the vault', async () => {
    const requestId = await submitApplication();
    const recorded = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
      token: tokens.admin,
      details: issuedHealthPolicy,
      files: [{ field: 'policy', name: 'policy.pdf', bytes: samplePdf() }],
    });
    expect(recorded.status).toBe(200);
    const again = await addPolicy({
      insurer: issuedHealthPolicy.insurer,
      line: 'health',
      policyNumber: issuedHealthPolicy.policyNumber,
      endDate: issuedHealthPolicy.endDate,
      members: [{ name: 'Asha Verma', relation: 'Self' }],
    });
    expect(again.status).toBe(409);
  });

  it('takes the policy again once the account that held it was erased', async () => {
    expect((await addPolicy(addedCarPolicy)).status).toBe(200);
    const erased = await api.call('POST', '/api/Insurance/EraseMyAccount', {
      token: tokens.asha,
      body: { confirm: true },
    });
    expect(erased.status).toBe(200);
    const again = await addPolicy(addedCarPolicy, await api.login(ASHA));
    expect(again.status).toBe(200);
    expect(await storedPolicies()).toHaveLength(1);
  });
});

describe('migration 019 over policies kept before it', () => {
  it('keeps the copies a double submit made, marked, and holds the vault to one from then on', async () => {
    await submittedOnce.down!(test.db);
    const at = test.clock.now();
    const held = { mobile: ASHA, renewalDueOn: '2027-01-14', insurer: 'ICICI Lombard', number: 'MT-1' };
    const first = await arrangePolicy(test.db, held, at);
    const copy = await arrangePolicy(test.db, { ...held, insurer: 'icici lombard', number: 'mt-1' }, at);
    const other = await arrangePolicy(test.db, { ...held, number: 'MT-2' }, at);
    const ravis = await arrangePolicy(test.db, { ...held, mobile: RAVI }, at);
    await submittedOnce.up(test.db);
    const marked = await test.db
      .selectFrom('policies')
      .select(['id', 'duplicate_of'])
      .orderBy('id')
      .execute();
    expect(marked).toEqual([
      { id: first, duplicate_of: null },
      { id: copy, duplicate_of: first },
      { id: other, duplicate_of: null },
      { id: ravis, duplicate_of: null },
    ]);
    // the customer still sees both copies; a third is refused
    expect(
      (await api.call<{ result: unknown[] }>('GET', policyPaths.policies, { token: tokens.asha })).body
        .result,
    ).toHaveLength(3);
    const third = await addPolicy({ ...addedCarPolicy, insurer: 'ICICI Lombard', policyNumber: 'MT-1' });
    expect(third.status).toBe(409);
    await expect(arrangePolicy(test.db, held, at)).rejects.toThrow(/policies_added_once/);
  });
});
