import { adminPath, adminPaths, apiPaths, policyChangePaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { ASHA, useAdminTestApp } from './support/admin.ts';

// What a fuzzer sent and what it was told: every refusal names the field in plain words, never zod's
// "Invalid input: expected string, received null".
const { test, api, tokens, submitApplication } = useAdminTestApp();

const enquiry = {
  customerName: 'Asha Verma',
  mobile: '9876543210',
  messageType: 'claim-status',
  customerMessage: 'Where is my claim?',
};
const message = { fromMobile: ASHA, messageContent: 'When will my policy arrive?' };

describe('a refusal of the wrong kind of value says so in plain words', () => {
  it.each([
    ['null for text', { customerName: null }, 'customerName: must be text'],
    ['a number for text', { customerName: 42 }, 'customerName: must be text'],
    ['a list for text', { customerName: ['Asha'] }, 'customerName: must be text'],
    ['an object for text', { mobile: { n: 1 } }, 'mobile: must be text'],
  ])('%s', async (_, change, said) => {
    const answer = await api.call('POST', apiPaths.contactUs, { body: { ...enquiry, ...change } });
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message: said } });
  });

  it('says a body field sent as a list is the wrong kind, not that it "must be given once"', async () => {
    const answer = await api.call('POST', apiPaths.addUserMessage, {
      token: tokens.asha,
      body: { ...message, fromMobile: [] },
    });
    expect(answer.body).toEqual({ isSuccess: false, message: 'fromMobile: must be text' });
  });

  it.each([[true], [[]], [''], ['   '], ['abc'], ['0x10']])(
    'refuses %j as the message a reply answers, naming the field',
    async (parent) => {
      const answer = await api.call('POST', apiPaths.addUserMessage, {
        token: tokens.asha,
        body: { ...message, parentmessageid: parent },
      });
      expect(answer).toEqual({
        status: 400,
        body: { isSuccess: false, message: 'parentmessageid: must be 0 or a message id' },
      });
    },
  );

  it('takes 0 as a new thread, as the original client sends it', async () => {
    const answer = await api.call('POST', apiPaths.addUserMessage, {
      token: tokens.asha,
      body: { ...message, parentmessageid: 0 },
    });
    expect(answer.status).toBe(200);
  });

  it.each([['0x10'], ['true'], ['1e1']])('refuses page=%s of an adviser list', async (page) => {
    const answer = await api.call('GET', `${adminPaths.requests}?page=${page}`, { token: tokens.admin });
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'page: must be a whole number' },
    });
  });

  it('names the events a policy change may be', async () => {
    const id = await submitApplication();
    const answer = await api.call('POST', adminPath(policyChangePaths.customer, { id }), {
      token: tokens.asha,
      body: { event: 'x' },
    });
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'event: must be one of: renewed, cancelled' },
    });
  });

  it('says how big a number may be in words, not "Too big: expected number to be <=…"', async () => {
    const id = await submitApplication();
    const answer = await api.call('POST', adminPath(adminPaths.requestPremium, { id }), {
      token: tokens.admin,
      body: { premium: 2_147_483_648, reason: 'Medical report reviewed' },
    });
    expect(answer.body).toEqual({ isSuccess: false, message: 'premium: must be at most ₹10 crore' });
  });

  it('judges a body with a "__proto__" or "constructor" key on the rest, and pollutes nothing', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const raw = JSON.stringify(enquiry).replace(
        '{',
        `{"${key}":{"isAdviser":true,"prototype":{"isAdviser":true}},`,
      );
      const answer = await fetch(`${test.url}${apiPaths.contactUs}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(answer.status, key).toBe(200);
    }
    expect(({} as { isAdviser?: boolean }).isAdviser).toBeUndefined();
  });

  it.each([['-1'], ['abc'], ['99999999999999999999']])(
    'says an id in the path %s must be a positive whole number',
    async (id) => {
      const answer = await api.call('GET', `/api/Insurance/Policies/${id}`, { token: tokens.asha });
      expect(answer).toEqual({
        status: 400,
        body: { isSuccess: false, message: 'id: must be a positive whole number' },
      });
    },
  );
});
