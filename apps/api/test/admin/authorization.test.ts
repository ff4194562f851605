import { adminPath, adminPaths, apiMessages, policyPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ADVISER, ASHA, useAdminTestApp } from '../support/admin.ts';

const { api, tokens } = useAdminTestApp();

describe('admin authorization', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', adminPaths.me],
    ['GET', adminPaths.overview],
    ['GET', adminPaths.requests],
    ['GET', adminPath(adminPaths.request, { id: 1 })],
    ['POST', adminPath(adminPaths.requestStatus, { id: 1 }), { status: 'In Review', remarks: '' }],
    ['GET', adminPaths.conversations],
    ['GET', adminPath(adminPaths.conversation, { mobile: ASHA })],
    ['POST', adminPath(adminPaths.conversationReply, { mobile: ASHA }), { messageContent: 'hi' }],
    ['POST', adminPath(adminPaths.messageRead, { id: 1 })],
    ['GET', adminPaths.enquiries],
    ['POST', adminPath(adminPaths.enquiry, { id: 1 }), { status: 'Resolved', note: '' }],
    ['GET', adminPaths.leads],
    ['POST', adminPath(adminPaths.lead, { id: 1 }), { status: 'Resolved', note: '' }],
    ['GET', adminPaths.faqs],
    ['POST', adminPaths.faqs, { question: 'Question?', answer: 'An answer.', priority: 1 }],
    [
      'PUT',
      adminPath(adminPaths.faq, { id: 1 }),
      { question: 'Question?', answer: 'An answer.', priority: 1 },
    ],
    ['DELETE', adminPath(adminPaths.faq, { id: 1 })],
    ['POST', adminPaths.faqOrder, { ids: [1] }],
    ['GET', adminPaths.audit],
    ['POST', adminPaths.logout],
  ];

  it.each(calls)(
    '%s %s refuses a customer token with 403 and no token with 401',
    async (method, path, body) => {
      const asCustomer = await api.call(method, path, { token: tokens.asha, body });
      expect(asCustomer).toEqual({
        status: 403,
        body: { isSuccess: false, message: apiMessages.advisersOnly },
      });
      expect((await api.call(method, path, { body })).status).toBe(401);
    },
  );

  it('refuses an adviser token on the customer’s own-data routes', async () => {
    expect(await api.call('GET', policyPaths.policies, { token: tokens.admin })).toEqual({
      status: 403,
      body: { isSuccess: false, message: apiMessages.customersOnly },
    });
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token: tokens.admin })).status).toBe(
      403,
    );
    expect(
      (await api.call('GET', `/api/Insurance/GetUserProfile?mobile=${ADVISER}`, { token: tokens.admin }))
        .status,
    ).toBe(403);
  });

  it('ends the adviser session on logout', async () => {
    expect((await api.call('POST', adminPaths.logout, { token: tokens.admin })).status).toBe(200);
    expect((await api.call('GET', adminPaths.me, { token: tokens.admin })).status).toBe(401);
  });
});
