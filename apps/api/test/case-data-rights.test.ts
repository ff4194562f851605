// A customer's claims, grievances and service requests under their data rights: the data download carries them
// (with the death claims they started as a nominee), and erasing the account leaves only their bare record, closed
// and off the advisers' queues, without the notes, details and documents written into them.
import { policyPath, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ERASED_CASE_NOTE } from '../src/modules/claims/case-data-rights.ts';
import { ASHA, useAdminTestApp } from './support/admin.ts';
import { claimsFor, type ClaimAnswer } from './support/claims.ts';
import { samplePdf, samplePng, upload } from './support/policy-files.ts';

const admin = useAdminTestApp();
const { test, api, tokens } = admin;
const { policyOf, start, move } = claimsFor(admin);
const SUNITA = '9876500333';
const DIAGNOSIS = 'Admitted to Ruby Hall with dengue fever, platelets 40,000';
const ADDRESS = 'New address: 14 Koregaon Park, Pune 411001';

type RequestAnswer = {
  result: {
    id: number;
    state: string;
    details: string;
    clock: { stopped: boolean };
    timeline: { state: string; note: string; by: string }[];
    next: string[];
  };
};
type Row = Record<string, unknown>;
type Download = { claims: Row[]; serviceRequests: Row[] };

const askService = (policyId: number, body: object, token = tokens.asha) =>
  api.call<RequestAnswer>('POST', `/api/Insurance/Policies/${policyId}/ServiceRequests`, { token, body });
const adviserClaim = (id: number) =>
  api.call<ClaimAnswer>('GET', `/api/Admin/Claims/${id}`, { token: tokens.admin });
const adviserRequest = (id: number) =>
  api.call<RequestAnswer>('GET', `/api/Admin/ServiceRequests/${id}`, { token: tokens.admin });
/** The ids one of the advisers' queues lists. */
const queued = async (queue: 'claims' | 'service-requests') => {
  const answer = await api.call<{ result: { id: number; customerMobile: string }[] }>(
    'GET',
    `/api/Admin/Queues/${queue}`,
    { token: tokens.admin },
  );
  expect(answer.status).toBe(200);
  return answer.body.result.map((item) => item.id);
};
const erase = async (token: string) => {
  const answer = await api.call('POST', '/api/Insurance/EraseMyAccount', { token, body: { confirm: true } });
  expect(answer.status).toBe(200);
};
const download = async (token: string) => {
  const answer = await api.call<Download>('GET', '/api/Insurance/DownloadMyData', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const timelineOf = (view: { timeline: { state: string; note: string; by: string }[] }) =>
  view.timeline.map((step) => [step.state, step.note, step.by]);

/** Asha's reimbursement with her diagnosis, a document and an adviser's note, and her address change. */
async function ashasCases() {
  const policyId = await policyOf(ASHA, 'health');
  const started = await start(policyId, { kind: 'reimbursement', claimedAmount: 40_000, note: DIAGNOSIS });
  expect(started.status).toBe(200);
  const claimId = started.body.result.id;
  const discharge = samplePdf('dengue discharge summary');
  const uploaded = await upload(test, `/api/Insurance/Claims/${claimId}/Documents`, {
    token: tokens.asha,
    files: [{ field: 'discharge-summary', name: 'discharge.pdf', bytes: discharge }],
  });
  expect(uploaded.status).toBe(200);
  const asked = await move(claimId, { to: 'documents-pending', note: 'Asked for the dengue NS1 report' });
  expect(asked.status).toBe(200);
  const request = await askService(policyId, { kind: 'address-correction', details: ADDRESS });
  expect(request.status).toBe(200);
  return { policyId, claimId, requestId: request.body.result.id, discharge };
}

describe('EraseMyAccount and the customer’s claims and service requests', () => {
  it('keeps only the bare record of a claim and a service request, closed and off the advisers’ queues', async () => {
    const { claimId, requestId } = await ashasCases();
    expect(await queued('claims')).toContain(claimId);
    expect(await queued('service-requests')).toContain(requestId);

    test.clock.advance(60_000);
    await erase(tokens.asha);

    const claim = await adviserClaim(claimId);
    expect(claim.status).toBe(200);
    expect(JSON.stringify(claim.body)).not.toMatch(/dengue|Ruby Hall|NS1/i);
    expect(claim.body.result).toMatchObject({
      kind: 'reimbursement',
      state: 'closed',
      claimedAmount: 40_000,
      deductions: [],
      clock: null,
      next: [],
    });
    expect(claim.body.result.checklist.filter((entry) => entry.uploaded)).toEqual([]);
    // each step keeps its state, who and when; the words go, and the last step says why the claim closed
    expect(timelineOf(claim.body.result)).toEqual([
      ['intimated', '', 'you'],
      ['intimated', '', 'you'],
      ['documents-pending', '', 'adviser'],
      ['closed', ERASED_CASE_NOTE, 'you'],
    ]);

    const request = await adviserRequest(requestId);
    expect(request.status).toBe(200);
    expect(JSON.stringify(request.body)).not.toMatch(/Koregaon|411001/);
    expect(request.body.result).toMatchObject({
      state: 'refused',
      details: '',
      clock: { stopped: true },
      next: [],
    });
    expect(timelineOf(request.body.result)).toEqual([
      ['requested', '', 'you'],
      ['refused', ERASED_CASE_NOTE, 'you'],
    ]);

    expect(await queued('claims')).not.toContain(claimId);
    expect(await queued('service-requests')).not.toContain(requestId);
    expect(await test.db.selectFrom('claim_documents').select('id').execute()).toEqual([]);
    expect(await test.db.selectFrom('policy_documents').select('id').execute()).toEqual([]);
    const notes = await test.db.selectFrom('case_events').select('note').where('note', '!=', '').execute();
    expect(notes).toEqual([{ note: ERASED_CASE_NOTE }, { note: ERASED_CASE_NOTE }]);

    // an account made later on the same mobile is not shown the kept records as its own
    const again = await api.login(ASHA);
    const claims = await api.call<{ result: unknown[] }>('GET', '/api/Insurance/Claims', { token: again });
    expect(claims.body.result).toEqual([]);
    const requests = await api.call<{ result: unknown[] }>('GET', '/api/Insurance/ServiceRequests', {
      token: again,
    });
    expect(requests.body.result).toEqual([]);
    expect(await download(again)).toMatchObject({ claims: [], serviceRequests: [] });
  });

  it('keeps a decided claim’s state and amounts, without its deductions’ wording', async () => {
    const policyId = await policyOf(ASHA, 'health');
    const id = (await start(policyId, { kind: 'reimbursement', claimedAmount: 10_000, note: DIAGNOSIS })).body
      .result.id;
    await move(id, { to: 'submitted', insurerReference: 'RB-77' });
    const lines = [{ item: 'Dengue kit not covered', amount: 1_000, reason: 'Consumables are excluded' }];
    expect((await move(id, { to: 'partly-approved', approvedAmount: 9_000, deductions: lines })).status).toBe(
      200,
    );
    await erase(tokens.asha);
    const claim = await adviserClaim(id);
    expect(JSON.stringify(claim.body)).not.toMatch(/dengue|Consumables/i);
    expect(claim.body.result).toMatchObject({
      state: 'partly-approved',
      claimedAmount: 10_000,
      approvedAmount: 9_000,
      insurerReference: 'RB-77',
      deductions: [],
    });
    expect(claim.body.result.timeline.map((step) => step.state)).toEqual([
      'intimated',
      'submitted',
      'partly-approved',
    ]);
  });

  it('strips and closes the death claim a nominee started when the nominee erases, leaving the owner’s documents', async () => {
    const number = 'TL-55120';
    const policyId = await policyOf(ASHA, 'term', { nominee: 'Sunita Devi', nomineeMobile: SUNITA, number });
    const own = await upload(test, policyPath(policyPaths.documents, { id: policyId }), {
      token: tokens.asha,
      files: [{ field: 'other', name: 'schedule.png', bytes: samplePng(), type: 'image/png' }],
    });
    expect(own.status).toBe(200);
    const sunita = await admin.customerToken(SUNITA);
    const body = { policyNumber: number, nomineeName: 'Sunita Devi' };
    expect((await api.call('POST', '/api/Insurance/Claims/Death/Otp', { token: sunita, body })).status).toBe(
      200,
    );
    const otp = test.sms.messages(SUNITA)[0]?.otp ?? '';
    const started = await api.call<ClaimAnswer>('POST', '/api/Insurance/Claims/Death', {
      token: sunita,
      body: { ...body, otp, claimedAmount: 5_000_000 },
    });
    expect(started.status).toBe(200);
    const claimId = started.body.result.id;
    const certificate = samplePdf('death certificate');
    const bank = samplePdf('Sunita bank passbook');
    const uploaded = await upload(test, `/api/Insurance/Claims/${claimId}/Documents`, {
      token: sunita,
      files: [
        { field: 'death-certificate', name: 'certificate.pdf', bytes: certificate },
        { field: 'nominee-bank-proof', name: 'passbook.pdf', bytes: bank },
      ],
    });
    expect(uploaded.status).toBe(200);

    // her download carries the claim she started, its timeline and the documents she gave
    const mine = await download(sunita);
    expect(mine.claims).toHaveLength(1);
    const [deathClaim] = mine.claims as {
      id: number;
      kind: string;
      claimant_mobile: string;
      events: { state: string; by: string }[];
      documents: { item: string; contentBase64: string }[];
    }[];
    expect(deathClaim).toMatchObject({ id: claimId, kind: 'death', claimant_mobile: SUNITA });
    expect(deathClaim!.events.map((event) => [event.state, event.by])).toEqual([
      ['intimated', 'nominee'],
      ['intimated', 'nominee'],
    ]);
    expect(deathClaim!.documents.map((doc) => doc.item)).toEqual(['death-certificate', 'nominee-bank-proof']);
    expect(Buffer.from(deathClaim!.documents[1]!.contentBase64, 'base64').equals(bank)).toBe(true);

    await erase(sunita);
    const claim = await adviserClaim(claimId);
    expect(claim.body.result).toMatchObject({ kind: 'death', state: 'closed', claimedAmount: 5_000_000 });
    expect(claim.body.result.checklist.filter((entry) => entry.uploaded)).toEqual([]);
    expect(claim.body.result.timeline.at(-1)).toMatchObject({
      state: 'closed',
      note: ERASED_CASE_NOTE,
      by: 'nominee',
    });
    expect(await queued('claims')).not.toContain(claimId);
    // the owner's own document stays in the vault; the nominee's go
    const left = await test.db.selectFrom('policy_documents').select(['file_name', 'uploaded_by']).execute();
    expect(left).toEqual([{ file_name: 'schedule.png', uploaded_by: ASHA }]);
    expect(await test.db.selectFrom('claim_documents').select('id').execute()).toEqual([]);
  });
});

describe('DownloadMyData and the customer’s claims, grievances and service requests', () => {
  it('carries each claim with its timeline, documents, grievance steps and advisers’ moves, and each service request', async () => {
    const { claimId, requestId, discharge } = await ashasCases();
    await move(claimId, { to: 'submitted', insurerReference: 'RB-9' });
    expect(
      (await move(claimId, { to: 'rejected', note: 'Dengue excluded in the first 30 days' })).status,
    ).toBe(200);
    const sent = await api.call('POST', `/api/Insurance/Claims/${claimId}/Grievance`, {
      token: tokens.asha,
      body: { step: 'sent-to-insurer' },
    });
    expect(sent.status).toBe(200);

    const data = await download(tokens.asha);
    expect(data.claims).toHaveLength(1);
    const claim = data.claims[0] as {
      id: number;
      state: string;
      claimed_amount: number;
      insurer_reference: string;
      events: Row[];
      documents: { item: string; file_name: string; contentBase64: string }[];
      grievanceSteps: Row[];
      adviserViews: { action: string }[];
    };
    expect(claim).toMatchObject({
      id: claimId,
      state: 'rejected',
      claimed_amount: 40_000,
      insurer_reference: 'RB-9',
    });
    expect(claim.events.map((event) => [event.state, event.by])).toEqual([
      ['intimated', 'you'],
      ['intimated', 'you'],
      ['documents-pending', 'adviser'],
      ['submitted', 'adviser'],
      ['rejected', 'adviser'],
    ]);
    expect(claim.events[0]?.note).toBe(DIAGNOSIS);
    // who took a step is said by `by`; an adviser's own mobile is theirs, not the customer's
    expect(claim.events.some((event) => 'actor' in event)).toBe(false);
    expect(claim.documents).toHaveLength(1);
    expect(claim.documents[0]).toMatchObject({ item: 'discharge-summary', file_name: 'discharge.pdf' });
    expect(Buffer.from(claim.documents[0]!.contentBase64, 'base64').equals(discharge)).toBe(true);
    expect(claim.grievanceSteps).toEqual([
      expect.objectContaining({ step: 'sent-to-insurer', reason: 'claim-rejected', by: 'you' }),
    ]);
    expect(claim.adviserViews.map((view) => view.action)).toEqual(Array(3).fill('claim.move'));

    expect(data.serviceRequests).toEqual([
      expect.objectContaining({
        id: requestId,
        kind: 'address-correction',
        state: 'requested',
        details: ADDRESS,
        events: [expect.objectContaining({ state: 'requested', note: ADDRESS, by: 'you' })],
      }),
    ]);
  });
});
