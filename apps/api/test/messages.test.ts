import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageListResponse } from '@bimasetu/contract';
import { seedAdviserMessage } from '../src/seed/demo.ts';
import { useLoggedIn, useTestApp } from './support/test-app.ts';

const ASHA = '9876500011';
const RAVI = '9876500022';
const test = useTestApp();
const { api } = test;
const tokens = useLoggedIn(api, { asha: ASHA, ravi: RAVI });

const send = (token: string, body: Record<string, unknown>) =>
  api.call('POST', '/api/Insurance/AddUserMessage', { token, body });
const list = async (token: string) =>
  (await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', { token })).body;

/** An adviser's reply to a customer, written as the demo seed writes it. */
const adviserWrites = (toMobile: string, content: string, parent: number | null = null) =>
  seedAdviserMessage(test.db, toMobile, content, test.clock.now().toISOString(), parent);

describe('POST /api/Insurance/AddUserMessage', () => {
  it('sends a customer message to admin with status new, whatever the client claims', async () => {
    const answer = await send(tokens.asha, {
      parentmessageid: null,
      messageDate: '2001-01-01',
      fromMobile: ASHA,
      toMobile: '9999999999',
      messageContent: '  I need help choosing a health plan  ',
      status: 'read',
    });
    expect(answer).toEqual({ status: 200, body: { isSuccess: true, message: 'Message sent successfully' } });
    const { userSentMessageList } = await list(tokens.asha);
    expect(userSentMessageList).toHaveLength(1);
    expect(userSentMessageList[0]).toMatchObject({
      fromMobile: ASHA,
      toMobile: 'admin',
      status: 'new',
      messageContent: 'I need help choosing a health plan',
      messageDate: test.clock.now().toISOString(),
      parentmessageid: null,
    });
  });

  it('refuses a message sent as another customer with 403 and writes nothing', async () => {
    const answer = await send(tokens.asha, { fromMobile: RAVI, messageContent: 'pretending to be Ravi' });
    expect(answer.status).toBe(403);
    expect((await list(tokens.ravi)).userSentMessageList).toHaveLength(0);
    expect((await list(tokens.asha)).userSentMessageList).toHaveLength(0);
  });

  it('refuses an empty or whitespace message with 400', async () => {
    const answer = await send(tokens.asha, { fromMobile: ASHA, messageContent: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('messageContent: must not be empty');
    expect((await list(tokens.asha)).userSentMessageList).toHaveLength(0);
  });

  it('refuses a message without a token with 401', async () => {
    const answer = await api.call('POST', '/api/Insurance/AddUserMessage', {
      body: { fromMobile: ASHA, messageContent: 'hi' },
    });
    expect(answer.status).toBe(401);
  });

  it('lets a customer reply to a message they received, and not to someone else’s', async () => {
    const toAsha = await adviserWrites(ASHA, 'Your quote is ready');
    const reply = await send(tokens.asha, {
      fromMobile: ASHA,
      messageContent: 'Thank you',
      parentmessageid: toAsha,
    });
    expect(reply.status).toBe(200);
    expect((await list(tokens.asha)).userSentMessageList[0]?.parentmessageid).toBe(toAsha);
    const stolen = await send(tokens.ravi, {
      fromMobile: RAVI,
      messageContent: 'Me too',
      parentmessageid: toAsha,
    });
    expect(stolen.status).toBe(404);
  });
});

describe('GET /api/Insurance/GetUserMessageList', () => {
  it('lists only the caller’s own sent and received messages, newest first', async () => {
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'first' });
    test.clock.advance(1000);
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'second' });
    await send(tokens.ravi, { fromMobile: RAVI, messageContent: 'ravi asks' });
    await adviserWrites(ASHA, 'reply to asha');
    await adviserWrites(RAVI, 'reply to ravi');

    const mine = await list(tokens.asha);
    expect(mine.isSuccess).toBe(true);
    expect(mine.userSentMessageList.map((m) => m.messageContent)).toEqual(['second', 'first']);
    expect(mine.userReceivedMessageList.map((m) => m.messageContent)).toEqual(['reply to asha']);
  });

  it('gives each customer only their own lists when many are read at once in one batch', async () => {
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'asha asks' });
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'asha deletes this' });
    await send(tokens.ravi, { fromMobile: RAVI, messageContent: 'ravi asks' });
    await adviserWrites(ASHA, 'reply to asha');
    await adviserWrites(RAVI, 'reply to ravi, who clears his inbox');
    const asha = await list(tokens.asha);
    const deleted = asha.userSentMessageList.find((m) => m.messageContent === 'asha deletes this')!;
    await api.call('DELETE', `/api/Insurance/DeleteMessage?messageId=${deleted.id}`, { token: tokens.asha });
    await api.call('DELETE', `/api/Insurance/DeleteAllMessage?type=receive&mobile=${RAVI}`, {
      token: tokens.ravi,
    });
    // the deletes moved the change stamp: these forty reads, asked together, are read from the database at once
    const lists = await Promise.all(
      Array.from({ length: 40 }, (_, i) => list(i % 2 === 0 ? tokens.asha : tokens.ravi)),
    );
    const contents = (messages: { messageContent: string }[]) => messages.map((m) => m.messageContent);
    lists.forEach((read, i) => {
      if (i % 2 === 0) {
        expect(contents(read.userSentMessageList)).toEqual(['asha asks']);
        expect(contents(read.userReceivedMessageList)).toEqual(['reply to asha']);
      } else {
        expect(contents(read.userSentMessageList)).toEqual(['ravi asks']);
        expect(contents(read.userReceivedMessageList)).toEqual([]);
      }
    });
  });
});

describe('DELETE /api/Insurance/DeleteMessage', () => {
  it('deletes one of the caller’s messages', async () => {
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'to delete' });
    const [message] = (await list(tokens.asha)).userSentMessageList;
    const answer = await api.call('DELETE', `/api/Insurance/DeleteMessage?messageId=${message!.id}`, {
      token: tokens.asha,
    });
    expect(answer.status).toBe(200);
    expect((await list(tokens.asha)).userSentMessageList).toHaveLength(0);
  });

  it('answers 404 for another customer’s message and leaves it alone', async () => {
    await send(tokens.ravi, { fromMobile: RAVI, messageContent: 'private' });
    const [message] = (await list(tokens.ravi)).userSentMessageList;
    const answer = await api.call('DELETE', `/api/Insurance/DeleteMessage?messageId=${message!.id}`, {
      token: tokens.asha,
    });
    expect(answer).toEqual({ status: 404, body: { isSuccess: false, message: 'Not found' } });
    expect((await list(tokens.ravi)).userSentMessageList).toHaveLength(1);
  });

  it('refuses a messageId that is not a positive number with 400', async () => {
    for (const id of ['abc', '-1', '0', '']) {
      const answer = await api.call('DELETE', `/api/Insurance/DeleteMessage?messageId=${id}`, {
        token: tokens.asha,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^messageId: /);
    }
  });
});

describe('DELETE /api/Insurance/DeleteAllMessage', () => {
  beforeEach(async () => {
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'sent one' });
    await send(tokens.asha, { fromMobile: ASHA, messageContent: 'sent two' });
    await adviserWrites(ASHA, 'received one');
  });

  it('clears all sent messages, leaving received ones', async () => {
    const answer = await api.call('DELETE', `/api/Insurance/DeleteAllMessage?type=sent&mobile=${ASHA}`, {
      token: tokens.asha,
    });
    expect(answer.status).toBe(200);
    const after = await list(tokens.asha);
    expect(after.userSentMessageList).toHaveLength(0);
    expect(after.userReceivedMessageList).toHaveLength(1);
  });

  it('clears all received messages with type receive', async () => {
    await api.call('DELETE', `/api/Insurance/DeleteAllMessage?type=receive&mobile=${ASHA}`, {
      token: tokens.asha,
    });
    const after = await list(tokens.asha);
    expect(after.userReceivedMessageList).toHaveLength(0);
    expect(after.userSentMessageList).toHaveLength(2);
  });

  it('refuses another customer’s mobile with 403', async () => {
    await send(tokens.ravi, { fromMobile: RAVI, messageContent: 'keep me' });
    const answer = await api.call('DELETE', `/api/Insurance/DeleteAllMessage?type=sent&mobile=${RAVI}`, {
      token: tokens.asha,
    });
    expect(answer.status).toBe(403);
    expect((await list(tokens.ravi)).userSentMessageList).toHaveLength(1);
  });

  it('refuses an unknown type with 400', async () => {
    const answer = await api.call('DELETE', `/api/Insurance/DeleteAllMessage?type=all&mobile=${ASHA}`, {
      token: tokens.asha,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('type: must be sent or receive');
    expect((await list(tokens.asha)).userSentMessageList).toHaveLength(2);
  });
});
