import { adminPath, policyMessages, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, useAdminTestApp } from './support/admin.ts';
import {
  addedCarPolicy,
  download,
  issuedHealthPolicy,
  samplePdf,
  samplePng,
  upload,
} from './support/policy-files.ts';

const { test, api, tokens, submitApplication, auditRows } = useAdminTestApp();
const DAY = 86_400_000;

interface Policy {
  id: number;
  source: string;
  status: string;
  premium: number | null;
  startDate: string | null;
  endDate: string;
  requestReference: string;
  freeLookDaysLeft: number | null;
  daysToRenewal: number | null;
  members: { name: string; memberId: string }[];
  documents: { id: number; kind: string; contentType: string; size: number }[];
}

async function recordPolicy(requestId: number, details: object = issuedHealthPolicy) {
  const pdf = samplePdf();
  const answer = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
    token: tokens.admin,
    details,
    files: [
      { field: 'policy', name: 'policy.pdf', bytes: pdf },
      { field: 'e-card', name: 'asha-card.png', bytes: samplePng(), type: 'image/png' },
    ],
  });
  return { answer, pdf, policy: answer.body.result as Policy };
}

const myPolicies = async (token = tokens.asha) =>
  (await api.call<{ result: Policy[] }>('GET', policyPaths.policies, { token })).body.result;

describe('POST /api/Admin/Requests/:id/Policy', () => {
  it('records the issued policy with its PDF, and the customer downloads the same bytes', async () => {
    const requestId = await submitApplication();
    const { answer, pdf, policy } = await recordPolicy(requestId);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(policyMessages.recorded);

    const [mine] = await myPolicies();
    expect(mine).toMatchObject({
      id: policy.id,
      source: 'issued',
      premium: 24_780,
      startDate: '2026-06-01',
      endDate: '2027-05-31',
      status: 'in-free-look',
      freeLookDaysLeft: 30,
      daysToRenewal: 364,
    });
    expect(mine?.members.map((m) => m.memberId)).toEqual(['STAR-88120-01', 'STAR-88120-02']);
    const pdfDoc = mine?.documents.find((d) => d.kind === 'policy');
    expect(pdfDoc).toMatchObject({ contentType: 'application/pdf', size: pdf.length });

    const got = await download(
      test,
      adminPath(policyPaths.document, { id: policy.id, documentId: pdfDoc?.id ?? 0 }),
      tokens.asha,
    );
    expect(got.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="policy.pdf"');
    // never sniffed into a page, never run as one if opened in a tab, never kept by a cache
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(got.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(got.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps documents sealed at rest: the stored bytes are not the file', async () => {
    const { pdf } = await recordPolicy(await submitApplication());
    const rows = await test.db.selectFrom('policy_documents').select(['sealed', 'size']).execute();
    const sealed = rows.map((r) => Buffer.from(r.sealed));
    expect(sealed.some((s) => s.includes(Buffer.from('%PDF')))).toBe(false);
    expect(rows.find((r) => r.size === pdf.length)).toBeDefined();
  });

  it('shows on the request’s timeline, tells the customer in the app and by SMS, and is audited', async () => {
    const requestId = await submitApplication();
    await recordPolicy(requestId);
    const reference = await test.db
      .selectFrom('insurance_requests')
      .select(['reference', 'status'])
      .executeTakeFirstOrThrow();
    expect(reference.status).toBe('Policy Issued');
    const detail = await api.call<{
      result: { timeline: { kind: string; remarks: string; premium: number }[] };
    }>('GET', `/api/Insurance/GetMyRequest?reference=${reference.reference}`, { token: tokens.asha });
    expect(detail.body.result.timeline.at(-1)).toMatchObject({
      kind: 'policy',
      remarks: 'Star Health P/211200/01/2026/004512',
      premium: 24_780,
    });
    const sms = test.sms.messages(ASHA)[0];
    expect(sms?.text).toBe(
      'BimaSetu: your Star Health policy P/211200/01/2026/004512 is issued. Find it and its documents under My policies in your account.',
    );
    const inbox = await test.db.selectFrom('messages').selectAll().where('to_mobile', '=', ASHA).execute();
    expect(inbox.map((m) => m.message_content)).toEqual([
      policyMessages.issuedInApp('Star Health', 'P/211200/01/2026/004512', reference.reference),
    ]);
    const audit = (await auditRows()).filter((r) => r.action === 'policy.record');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.admin_mobile).toBe(ADVISER);
  });

  it('refuses a record without the policy document, and one recorded twice', async () => {
    const requestId = await submitApplication();
    const without = await upload(test, adminPath(policyPaths.adminRecord, { id: requestId }), {
      token: tokens.admin,
      details: issuedHealthPolicy,
      files: [{ field: 'e-card', name: 'card.png', bytes: samplePng() }],
    });
    expect(without).toMatchObject({ status: 400, body: { message: policyMessages.policyFileNeeded } });
    await recordPolicy(requestId);
    const again = await recordPolicy(requestId);
    expect(again.answer).toMatchObject({ status: 400, body: { message: policyMessages.alreadyRecorded } });
    expect(await test.db.selectFrom('policies').select('id').execute()).toHaveLength(1);
  });

  it('names the field a bad detail is in', async () => {
    const requestId = await submitApplication();
    const { answer } = await recordPolicy(requestId, { ...issuedHealthPolicy, endDate: '31/05/2027' });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'policy.endDate: must be a real date written yyyy-mm-dd' },
    });
  });
});

describe('the status a policy’s dates give it, read over HTTP', () => {
  const statusAfter = async (days: number) => {
    test.clock.advance(days * DAY);
    // a session lasts less than these jumps: log in again, as the customer would
    return (await myPolicies(days > 0 ? await api.login(ASHA) : tokens.asha))[0]?.status;
  };

  it('walks a health policy from free-look to active, renewal due, grace and expiry', async () => {
    await recordPolicy(await submitApplication());
    expect(await statusAfter(0)).toBe('in-free-look');
    expect(await statusAfter(31)).toBe('active'); // 02/07/2026: the free-look ended on 01/07
    expect(await statusAfter(303)).toBe('renewal-due'); // 01/05/2027: 30 days before 31/05/2027
    expect(await statusAfter(31)).toBe('in-grace'); // 01/06/2027
    expect(await statusAfter(30)).toBe('expired'); // 01/07/2027: grace ended on 30/06/2027
  });

  it('lapses a monthly term policy after 15 days of grace, and expires it at the end of its term', async () => {
    const term = {
      ...issuedHealthPolicy,
      line: 'term',
      premiumFrequency: 'Monthly',
      premium: 1_210,
      endDate: '2026-09-30',
      sumInsured: 10_000_000,
    };
    await recordPolicy(await submitApplication(), term);
    expect(await statusAfter(0)).toBe('in-free-look'); // next premium 01/07/2026
    expect(await statusAfter(31)).toBe('in-grace'); // 02/07
    expect(await statusAfter(15)).toBe('lapsed'); // 17/07: grace ended 16/07
    expect(await statusAfter(80)).toBe('expired'); // 05/10: past 30/09
  });

  it('expires a car policy on its end date, with no free-look and no grace', async () => {
    const car = { ...issuedHealthPolicy, line: 'car', endDate: '2026-06-20', sumInsured: 550_000 };
    await recordPolicy(await submitApplication(), car);
    expect(await statusAfter(0)).toBe('renewal-due');
    expect(await statusAfter(20)).toBe('expired');
  });
});

describe('POST /api/Insurance/Policies (a policy bought elsewhere)', () => {
  it('keeps a photo and the few fields given, for the customer alone until they ask for help', async () => {
    const photo = samplePng();
    const added = await upload(test, policyPaths.policies, {
      token: tokens.asha,
      details: addedCarPolicy,
      files: [{ field: 'photo', name: 'IMG_2041.png', bytes: photo, type: 'image/png' }],
    });
    expect(added.status).toBe(200);
    const policy = added.body.result as Policy;
    expect(policy).toMatchObject({ source: 'added', status: 'active', requestReference: '' });

    const asAdviser = () =>
      api.call('GET', adminPath(policyPaths.adminPolicy, { id: policy.id }), { token: tokens.admin });
    expect((await asAdviser()).status).toBe(404);
    const help = await api.call('POST', adminPath(policyPaths.help, { id: policy.id }), {
      token: tokens.asha,
    });
    expect(help.status).toBe(200);
    expect((await asAdviser()).status).toBe(200);
    const doc = policy.documents[0];
    const got = await download(
      test,
      adminPath(policyPaths.adminDocument, { id: policy.id, documentId: doc?.id ?? 0 }),
      tokens.admin,
    );
    expect(got.bytes.equals(photo)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    const views = (await auditRows()).filter((r) => r.action.startsWith('policy.'));
    expect(views.map((r) => r.action)).toEqual(['policy.view', 'policy.document.view']);
  });

  it('asks only for the insurer, line, number, end date and who is covered', async () => {
    const missing = await upload(test, policyPaths.policies, {
      token: tokens.asha,
      details: { ...addedCarPolicy, members: [] },
      files: [{ field: 'photo', name: 'p.png', bytes: samplePng() }],
    });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'policy.members: must name who is covered' },
    });
    const noFile = await upload(test, policyPaths.policies, { token: tokens.asha, details: addedCarPolicy });
    expect(noFile.status).toBe(400);
    expect(await test.db.selectFrom('policies').select('id').execute()).toHaveLength(0);
  });
});
