import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, type Page, useAdminTestApp } from '../support/admin.ts';

const { api, tokens, submitApplication } = useAdminTestApp();

describe('overview and audit', () => {
  it('counts new requests, unread messages, open enquiries and today’s leads, with 14 days of history', async () => {
    await submitApplication();
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: tokens.asha,
      body: { fromMobile: ASHA, messageContent: 'Hello' },
    });
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'Meena',
        mobile: '9876500084',
        messageType: 'others',
        customerMessage: 'Question',
      },
    });
    const answer = await api.call<{
      counts: Record<string, number>;
      daily: { date: string; requests: number; messages: number; enquiries: number }[];
    }>('GET', adminPaths.overview, { token: tokens.admin });
    expect(answer.body.counts).toEqual({
      newRequests: 1,
      unreadMessages: 1,
      openEnquiries: 1,
      leadsToday: 0,
    });
    expect(answer.body.daily).toHaveLength(14);
    const today = answer.body.daily.at(-1)!;
    expect(today.date).toBe('2026-06-01');
    expect(today).toMatchObject({ requests: 1, messages: 1, enquiries: 1 });
  });

  it('lists audit entries newest first', async () => {
    const id = await submitApplication();
    await api.call('GET', adminPath(adminPaths.request, { id }), { token: tokens.admin });
    await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: tokens.admin,
      body: { status: 'In Review', remarks: '' },
    });
    const audit = await api.call<Page<{ action: string; adminMobile: string }>>('GET', adminPaths.audit, {
      token: tokens.admin,
    });
    expect(audit.body.items.map((a) => a.action)).toEqual(['request.status', 'request.view']);
    expect(audit.body.items[0]?.adminMobile).toBe(ADVISER);
  });
});
