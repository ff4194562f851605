// Issue 31.1: what an adviser writes for the next adviser stays in the console; the customer reads only what an
// adviser wrote for them (the tracker's remarks and timeline, and the data download).
import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, type Page, useAdminTestApp } from './support/admin.ts';

const { test, api, tokens } = useAdminTestApp();

const INTERNAL = 'sounded unsure, call after 6';
const INTERNAL_ENQUIRY = 'angry last time, be gentle';
const FOR_CUSTOMER = 'We will call you at 6 pm today.';

/** Asha's own call-back, filed with her token (so it is in her tracker), worked by an adviser. */
async function workedLead(update: Record<string, unknown>) {
  const filed = await api.callBack(ASHA, tokens.asha);
  expect(filed.status).toBe(200);
  const { id, reference } = filed.body.result;
  test.clock.advance(60_000);
  const worked = await api.call('POST', adminPath(adminPaths.lead, { id }), {
    token: tokens.admin,
    body: update,
  });
  expect(worked.status).toBe(200);
  return { id, reference };
}

async function customerSees(reference: string) {
  const list = await api.call<{ reference: string; remarks: string }[]>(
    'GET',
    `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${ASHA}`,
    { token: tokens.asha },
  );
  const detail = await api.call<{ result: { remarks: string; timeline: { remarks: string }[] } }>(
    'GET',
    `/api/Insurance/GetMyRequest?reference=${reference}`,
    { token: tokens.asha },
  );
  const download = await api.call('GET', '/api/Insurance/DownloadMyData', { token: tokens.asha });
  expect([list.status, detail.status, download.status]).toEqual([200, 200, 200]);
  return {
    remarks: list.body.find((r) => r.reference === reference)?.remarks,
    timeline: detail.body.result.timeline.map((t) => t.remarks),
    download: JSON.stringify(download.body),
  };
}

describe('advisers’ internal notes', () => {
  it('never reach the customer’s tracker or data download', async () => {
    const { reference } = await workedLead({ status: 'In Progress', note: INTERNAL });
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: { customerName: 'Asha Verma', mobile: ASHA, messageType: 'feedback', customerMessage: 'Hello' },
    });
    const enquiries = await api.call<Page<{ id: number }>>('GET', adminPaths.enquiries, {
      token: tokens.admin,
    });
    const enquiry = enquiries.body.items[0]!.id;
    await api.call('POST', adminPath(adminPaths.enquiry, { id: enquiry }), {
      token: tokens.admin,
      body: { status: 'Resolved', note: INTERNAL_ENQUIRY },
    });

    const seen = await customerSees(reference);
    expect(seen.remarks).toBe('');
    expect(seen.timeline).toEqual(['', '']);
    expect(seen.download).not.toContain(INTERNAL);
    expect(seen.download).not.toContain(INTERNAL_ENQUIRY);
  });

  it('keeps what an adviser wrote for the customer apart: the customer reads it, the console reads both', async () => {
    const { id, reference } = await workedLead({
      status: 'In Progress',
      note: INTERNAL,
      customerNote: FOR_CUSTOMER,
    });
    const seen = await customerSees(reference);
    expect(seen.remarks).toBe(FOR_CUSTOMER);
    expect(seen.timeline).toEqual(['', FOR_CUSTOMER]);
    expect(seen.download).toContain(FOR_CUSTOMER);
    expect(seen.download).not.toContain(INTERNAL);

    const console = await api.call<Page<{ id: number; note: string; customerNote: string }>>(
      'GET',
      adminPaths.leads,
      { token: tokens.admin },
    );
    expect(console.body.items.find((l) => l.id === id)).toMatchObject({
      note: INTERNAL,
      customerNote: FOR_CUSTOMER,
    });
  });

  it('refuses a note for the customer longer than 1,000 characters, naming the field', async () => {
    const filed = await api.callBack(ASHA, tokens.asha);
    const answer = await api.call<{ message: string }>(
      'POST',
      adminPath(adminPaths.lead, { id: filed.body.result.id }),
      { token: tokens.admin, body: { status: 'Resolved', note: '', customerNote: 'x'.repeat(1001) } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^customerNote: /);
  });
});
