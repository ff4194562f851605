import { adminPath, adminPaths } from '@bimasetu/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ASHA, type Page, useAdminTestApp } from '../support/admin.ts';

const { api, tokens, auditRows } = useAdminTestApp();

describe('inbox', () => {
  beforeEach(async () => {
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: tokens.asha,
      body: { fromMobile: ASHA, messageContent: 'Is maternity covered?' },
    });
  });

  it('groups conversations by customer with unread first', async () => {
    const ravi = await api.login('9876500083');
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: ravi,
      body: { fromMobile: '9876500083', messageContent: 'Hello' },
    });
    await api.call('GET', adminPath(adminPaths.conversation, { mobile: '9876500083' }), {
      token: tokens.admin,
    });
    const list = await api.call<Page<{ mobile: string; unread: number; lastMessage: string }>>(
      'GET',
      adminPaths.conversations,
      { token: tokens.admin },
    );
    expect(list.body.items.map((c) => [c.mobile, c.unread])).toEqual([
      [ASHA, 1],
      ['9876500083', 0],
    ]);
    expect(list.body.items[0]?.lastMessage).toBe('Is maternity covered?');
  });

  it('marks a customer’s messages read when an adviser opens the conversation', async () => {
    const opened = await api.call<{ messages: { status: string; fromMobile: string }[] }>(
      'GET',
      adminPath(adminPaths.conversation, { mobile: ASHA }),
      { token: tokens.admin },
    );
    expect(opened.body.messages).toHaveLength(1);
    const sent = await api.call<{ userSentMessageList: { status: string }[] }>(
      'GET',
      '/api/Insurance/GetUserMessageList',
      { token: tokens.asha },
    );
    expect(sent.body.userSentMessageList[0]?.status).toBe('read');
    expect((await auditRows()).map((r) => r.action)).toEqual(['message.read']);
  });

  it('delivers a reply to the customer’s Received Messages with parentmessageid set', async () => {
    const question = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: tokens.asha,
      })
    ).body.userSentMessageList[0]!.id;
    const reply = await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: ASHA }), {
      token: tokens.admin,
      body: { messageContent: 'Yes, after a 2-year waiting period.' },
    });
    expect(reply.status).toBe(200);
    const received = await api.call<{ userReceivedMessageList: Record<string, unknown>[] }>(
      'GET',
      '/api/Insurance/GetUserMessageList',
      { token: tokens.asha },
    );
    expect(received.body.userReceivedMessageList).toEqual([
      expect.objectContaining({
        fromMobile: 'admin',
        toMobile: ASHA,
        parentmessageid: question,
        messageContent: 'Yes, after a 2-year waiting period.',
        status: 'new',
      }),
    ]);
    expect((await auditRows()).map((r) => r.action)).toContain('message.reply');
  });

  it('refuses an empty reply with 400 and a reply to another customer’s message with 404', async () => {
    expect(
      (
        await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: ASHA }), {
          token: tokens.admin,
          body: { messageContent: ' ' },
        })
      ).status,
    ).toBe(400);
    const question = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: tokens.asha,
      })
    ).body.userSentMessageList[0]!.id;
    const wrong = await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: '9876500089' }), {
      token: tokens.admin,
      body: { messageContent: 'hello', parentmessageid: question },
    });
    expect(wrong.status).toBe(404);
  });

  it('marks one message read', async () => {
    const id = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: tokens.asha,
      })
    ).body.userSentMessageList[0]!.id;
    expect(
      (await api.call('POST', adminPath(adminPaths.messageRead, { id }), { token: tokens.admin })).status,
    ).toBe(200);
    const overview = await api.call<{ counts: { unreadMessages: number } }>('GET', adminPaths.overview, {
      token: tokens.admin,
    });
    expect(overview.body.counts.unreadMessages).toBe(0);
  });
});
