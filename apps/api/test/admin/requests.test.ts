import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, type Page, useAdminTestApp } from '../support/admin.ts';

const { test, api, tokens, submitApplication, auditRows } = useAdminTestApp();

describe('requests queue', () => {
  it('lists every request newest first, filters by status and policy type, searches by phone or name', async () => {
    await submitApplication();
    test.clock.advance(1000);
    await submitApplication({ fullName: 'Ravi Kumar', phone: '9876500082', policyType: 'Term' });
    const all = await api.call<Page<{ fullName: string }>>('GET', adminPaths.requests, {
      token: tokens.admin,
    });
    expect(all.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar', 'Asha Verma']);
    expect(all.body.total).toBe(2);
    const term = await api.call<Page<{ fullName: string }>>('GET', `${adminPaths.requests}?policyType=Term`, {
      token: tokens.admin,
    });
    expect(term.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar']);
    const byName = await api.call<Page<{ fullName: string }>>('GET', `${adminPaths.requests}?search=asha`, {
      token: tokens.admin,
    });
    expect(byName.body.items.map((r) => r.fullName)).toEqual(['Asha Verma']);
    const byPhone = await api.call<Page<{ fullName: string }>>(
      'GET',
      `${adminPaths.requests}?search=500082`,
      { token: tokens.admin },
    );
    expect(byPhone.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar']);
    const submitted = await api.call<Page<unknown>>('GET', `${adminPaths.requests}?status=Submitted`, {
      token: tokens.admin,
    });
    expect(submitted.body.total).toBe(2);
  });

  it('caps the page size and pages through results', async () => {
    // three different applications: the same one again within minutes answers with the first's reference
    for (const fullName of ['Asha Verma', 'Ravi Kumar', 'Meena Shah']) await submitApplication({ fullName });
    const page2 = await api.call<Page<unknown>>('GET', `${adminPaths.requests}?page=2&pageSize=2`, {
      token: tokens.admin,
    });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
    const tooBig = await api.call('GET', `${adminPaths.requests}?pageSize=101`, { token: tokens.admin });
    expect(tooBig).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'pageSize: must be at most 100' },
    });
  });

  it('opens a request with the whole application and the Aadhaar masked, and audits the view', async () => {
    const id = await submitApplication();
    const detail = await api.call<{ result: { application: Record<string, unknown>; aadhaar: string } }>(
      'GET',
      adminPath(adminPaths.request, { id }),
      { token: tokens.admin },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.result.aadhaar).toBe('XXXXXXXX9012');
    expect(detail.body.result.application).toMatchObject({ fullName: 'Asha Verma', policyType: 'Health' });
    expect(JSON.stringify(detail.body)).not.toContain('123456789012');
    expect((await auditRows()).map((r) => r.action)).toEqual(['request.view']);
    expect(
      (await api.call('GET', adminPath(adminPaths.request, { id: 999 }), { token: tokens.admin })).status,
    ).toBe(404);
  });

  it('changes the status and remarks, which the customer sees at once, and writes the audit log', async () => {
    const id = await submitApplication();
    const answer = await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: tokens.admin,
      body: { status: 'Quote Shared', remarks: 'Three quotes sent to your email.' },
    });
    expect(answer.status).toBe(200);
    const mine = await api.call<{ status: string; remarks: string }[]>(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${ASHA}`,
      { token: tokens.asha },
    );
    expect(mine.body[0]).toMatchObject({
      status: 'Quote Shared',
      remarks: 'Three quotes sent to your email.',
    });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      admin_mobile: ADVISER,
      action: 'request.status',
      entity: 'insurance_request',
      entity_id: String(id),
    });
    expect(JSON.parse(row!.detail)).toEqual({
      from: 'Submitted',
      to: 'Quote Shared',
      remarks: 'Three quotes sent to your email.',
    });
  });

  it('refuses an unknown status with 400 and changes nothing', async () => {
    const id = await submitApplication();
    const answer = await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: tokens.admin,
      body: { status: 'Approved', remarks: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^status: must be one of: Submitted, In Review/);
    expect(await auditRows()).toHaveLength(0);
  });
});
