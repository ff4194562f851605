import { adminPath, adminPaths, type MessageListResponse } from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviserToken } from './support/admin.ts';
import { clientFor } from './support/client.ts';
import { engine, startTestApp, type TestApp } from './support/test-app.ts';

const CUSTOMER = '9876500033';
// The ReDoS input of issue 14: 2.7 s of CPU for one answer before the fix.
const REDOS_EMAIL = `a@${'.'.repeat(65_000)}@`;
// Generous for a shared 2-core machine; the measured figures are printed and reported instead.
const GENEROUS_MS = 3000;

let test: TestApp;
let api: ReturnType<typeof clientFor>;
let customer: string;
let adviser: string;

beforeAll(async () => {
  test = await startTestApp({ env: { API_IP_LIMIT_PER_MINUTE: '100000' } });
  api = clientFor(test);
  customer = await api.login(CUSTOMER);
  adviser = await adviserToken(test, api);
});
afterAll(() => test.close());

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const application = (email: string) => ({ fullName: 'A', phone: CUSTOMER, policyType: 'Term', email });

describe(`long and hostile emails (${engine})`, () => {
  it('refuses the 64 KB email at once, by its length, wherever an email is taken', async () => {
    const request = await timed(() =>
      api.call('POST', '/api/Insurance/AddInsuranceRequest', {
        token: customer,
        body: application(REDOS_EMAIL),
      }),
    );
    expect(request.result).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'email: must be at most 100 characters' },
    });
    const profile = await timed(() =>
      api.call('POST', '/api/Insurance/CreateUserProfile', {
        token: customer,
        body: { firstname: 'Asha', mobile: CUSTOMER, email: REDOS_EMAIL },
      }),
    );
    expect(profile.result.body.message).toBe('email: must be at most 100 characters');
    const details = { name: 'Asha', mobile: '9876543210', email: REDOS_EMAIL, city: 'Pune' };
    const lead = await timed(() =>
      api.call('POST', '/api/Insurance/AddLead', {
        body: { line: 'child-savings', consent: true, contactPreference: 'Call', details },
      }),
    );
    expect(lead.result.status).toBe(400);
    expect(lead.result.body.message).toMatch(/^details\.email: /);
    console.info(
      `64 KB email (${engine}): ${[request, profile, lead].map((t) => t.ms.toFixed(1)).join(', ')} ms`,
    );
    for (const t of [request, profile, lead]) expect(t.ms).toBeLessThan(GENEROUS_MS);
  });

  it('keeps /healthz quick while 20 of them arrive together', async () => {
    const flood = Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/api/Insurance/AddInsuranceRequest', {
          token: customer,
          body: application(REDOS_EMAIL),
        }),
      ),
    );
    const health = await timed(() => fetch(`${test.url}/healthz`));
    const answers = await flood;
    expect(health.result.status).toBe(200);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    console.info(`/healthz under 20 ReDoS emails (${engine}): ${health.ms.toFixed(1)} ms`);
    expect(health.ms).toBeLessThan(GENEROUS_MS);
  });

  it('still takes ordinary addresses, and refuses ones without a proper domain', async () => {
    const good = await api.call('POST', '/api/Insurance/AddInsuranceRequest', {
      token: customer,
      body: application('asha.verma+cover@mail.example.co.in'),
    });
    expect(good.status).toBe(200);
    for (const email of ['asha@example', 'asha@@example.in', 'asha@example..in', 'as ha@example.in']) {
      const bad = await api.call('POST', '/api/Insurance/AddInsuranceRequest', {
        token: customer,
        body: application(email),
      });
      expect(bad.body.message, email).toBe('email: must be a valid email address');
    }
  });
});

describe(`control characters (${engine})`, () => {
  const refused = (field: string) => ({
    status: 400,
    body: { isSuccess: false, message: `${field}: must not contain control characters` },
  });

  it('refuses NUL and other controls in customer text with a 400 naming the field', async () => {
    const contact = { customerName: 'A\u0000B', mobile: '9876543210', messageType: 'General Enquiry' };
    expect(
      await api.call('POST', '/api/Insurance/ContactUs', { body: { ...contact, customerMessage: 'Hello' } }),
    ).toEqual(refused('customerName'));
    expect(
      await api.call('POST', '/api/Insurance/AddUserMessage', {
        token: customer,
        body: { fromMobile: CUSTOMER, messageContent: 'Hi\u0000there' },
      }),
    ).toEqual(refused('messageContent'));
    expect(
      await api.call('POST', '/api/Insurance/AddInsuranceRequest', {
        token: customer,
        body: { ...application(''), fullName: 'A\u0007B' },
      }),
    ).toEqual(refused('fullName'));
    expect(
      await api.call('POST', '/api/Insurance/CreateUserProfile', {
        token: customer,
        body: { firstname: 'Asha', mobile: CUSTOMER, email: 'a\u0000@b.in' },
      }),
    ).toEqual(refused('email'));
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const sent = await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: customer,
      body: { fromMobile: CUSTOMER, messageContent: 'Line one\r\nLine two\twith a tab' },
    });
    expect(sent.status).toBe(200);
    const { body } = await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', {
      token: customer,
    });
    expect(body.userSentMessageList.map((m) => m.messageContent)).toContain(
      'Line one\r\nLine two\twith a tab',
    );
  });

  it('refuses controls in the advisers’ text and in query strings', async () => {
    const faq = { question: 'What is \u0000 cover?', answer: 'An answer long enough.', priority: 1 };
    expect(await api.call('POST', adminPaths.faqs, { token: adviser, body: faq })).toEqual(
      refused('question'),
    );
    expect(
      await api.call('POST', adminPaths.faqs, {
        token: adviser,
        body: { ...faq, question: 'What is cover?', answer: 'Bad\u0000answer' },
      }),
    ).toEqual(refused('answer'));
    const status = { status: 'In Review', remarks: 'Called\u0000back' };
    expect(
      await api.call('POST', adminPath(adminPaths.requestStatus, { id: 1 }), {
        token: adviser,
        body: status,
      }),
    ).toEqual(refused('remarks'));
    expect(
      await api.call('POST', adminPath(adminPaths.enquiry, { id: 1 }), {
        token: adviser,
        body: { status: 'Resolved', note: 'x\u0000' },
      }),
    ).toEqual(refused('note'));
    expect(
      await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: CUSTOMER }), {
        token: adviser,
        body: { messageContent: 'Reply\u0000' },
      }),
    ).toEqual(refused('messageContent'));
    expect(await api.call('GET', `${adminPaths.requests}?search=a%00b`, { token: adviser })).toEqual(
      refused('search'),
    );
  });
});

describe(`ids beyond the 32-bit columns (${engine})`, () => {
  const tooBig = (field: string) => ({
    status: 400,
    body: { isSuccess: false, message: `${field}: must be at most 2147483647` },
  });

  it('answers 400 above 2147483647 and not found at it', async () => {
    expect(
      await api.call('DELETE', '/api/Insurance/DeleteMessage?messageId=2147483648', { token: customer }),
    ).toEqual(tooBig('messageId'));
    expect(
      (await api.call('DELETE', '/api/Insurance/DeleteMessage?messageId=2147483647', { token: customer }))
        .status,
    ).toBe(404);
    expect(await api.call('GET', `${adminPaths.requests}/2147483648`, { token: adviser })).toEqual(
      tooBig('id'),
    );
    expect((await api.call('GET', `${adminPaths.requests}/2147483647`, { token: adviser })).status).toBe(404);
    expect(
      await api.call('POST', '/api/Insurance/AddUserMessage', {
        token: customer,
        body: { fromMobile: CUSTOMER, messageContent: 'Hello', parentmessageid: 2147483648 },
      }),
    ).toEqual(tooBig('parentmessageid'));
    expect(
      await api.call('POST', adminPath(adminPaths.messageRead, { id: 99999999999 }), { token: adviser }),
    ).toEqual(tooBig('id'));
  });

  it('takes parentmessageid 0, as the original client sends it, for a message with no parent', async () => {
    const sent = await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: customer,
      body: { fromMobile: CUSTOMER, messageContent: 'A new question', parentmessageid: 0 },
    });
    expect(sent.status).toBe(200);
    const { body } = await api.call<MessageListResponse>('GET', '/api/Insurance/GetUserMessageList', {
      token: customer,
    });
    const message = body.userSentMessageList.find((m) => m.messageContent === 'A new question');
    expect(message?.parentmessageid).toBeNull();
  });
});
