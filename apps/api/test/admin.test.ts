import { adminPath, adminPaths } from '@bimasetu/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADVISER, adviserToken } from './support/admin.ts';
import { useTestApp } from './support/test-app.ts';

const ASHA = '9876500081';
const test = useTestApp();
const { api } = test;
let admin: string;
let asha: string;

beforeEach(async () => {
  admin = await adviserToken(test, api);
  asha = await api.login(ASHA);
});

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

async function submitApplication(overrides: Record<string, unknown> = {}) {
  const answer = await api.call<{ result: { id: number } }>('POST', '/api/Insurance/AddInsuranceRequest', {
    body: {
      fullName: 'Asha Verma',
      phone: ASHA,
      policyType: 'Health',
      sumAssured: '1000000',
      aadhaar: '123456789012',
      ...overrides,
    },
  });
  return answer.body.result.id;
}
const auditRows = () => test.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

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
      const asCustomer = await api.call(method, path, { token: asha, body });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body.isSuccess).toBe(false);
      expect((await api.call(method, path, { body })).status).toBe(401);
    },
  );

  it('refuses an adviser token on the customer’s own-data routes', async () => {
    expect((await api.call('GET', '/api/Insurance/GetUserMessageList', { token: admin })).status).toBe(403);
    expect(
      (await api.call('GET', `/api/Insurance/GetUserProfile?mobile=${ADVISER}`, { token: admin })).status,
    ).toBe(403);
  });

  it('ends the adviser session on logout', async () => {
    expect((await api.call('POST', adminPaths.logout, { token: admin })).status).toBe(200);
    expect((await api.call('GET', adminPaths.me, { token: admin })).status).toBe(401);
  });
});

describe('requests queue', () => {
  it('lists every request newest first, filters by status and policy type, searches by phone or name', async () => {
    await submitApplication();
    test.clock.advance(1000);
    await submitApplication({ fullName: 'Ravi Kumar', phone: '9876500082', policyType: 'Term' });
    const all = await api.call<Page<{ fullName: string }>>('GET', adminPaths.requests, { token: admin });
    expect(all.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar', 'Asha Verma']);
    expect(all.body.total).toBe(2);
    const term = await api.call<Page<{ fullName: string }>>('GET', `${adminPaths.requests}?policyType=Term`, {
      token: admin,
    });
    expect(term.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar']);
    const byName = await api.call<Page<{ fullName: string }>>('GET', `${adminPaths.requests}?search=asha`, {
      token: admin,
    });
    expect(byName.body.items.map((r) => r.fullName)).toEqual(['Asha Verma']);
    const byPhone = await api.call<Page<{ fullName: string }>>(
      'GET',
      `${adminPaths.requests}?search=500082`,
      { token: admin },
    );
    expect(byPhone.body.items.map((r) => r.fullName)).toEqual(['Ravi Kumar']);
    const submitted = await api.call<Page<unknown>>('GET', `${adminPaths.requests}?status=Submitted`, {
      token: admin,
    });
    expect(submitted.body.total).toBe(2);
  });

  it('caps the page size and pages through results', async () => {
    for (let i = 0; i < 3; i += 1) await submitApplication();
    const page2 = await api.call<Page<unknown>>('GET', `${adminPaths.requests}?page=2&pageSize=2`, {
      token: admin,
    });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
    const tooBig = await api.call('GET', `${adminPaths.requests}?pageSize=101`, { token: admin });
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
      { token: admin },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.result.aadhaar).toBe('XXXXXXXX9012');
    expect(detail.body.result.application).toMatchObject({ fullName: 'Asha Verma', policyType: 'Health' });
    expect(JSON.stringify(detail.body)).not.toContain('123456789012');
    expect((await auditRows()).map((r) => r.action)).toEqual(['request.view']);
    expect((await api.call('GET', adminPath(adminPaths.request, { id: 999 }), { token: admin })).status).toBe(
      404,
    );
  });

  it('changes the status and remarks, which the customer sees at once, and writes the audit log', async () => {
    const id = await submitApplication();
    const answer = await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: admin,
      body: { status: 'Quote Shared', remarks: 'Three quotes sent to your email.' },
    });
    expect(answer.status).toBe(200);
    const mine = await api.call<{ status: string; remarks: string }[]>(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${ASHA}`,
      { token: asha },
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
      token: admin,
      body: { status: 'Approved', remarks: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^status: must be one of: Submitted, In Review/);
    expect(await auditRows()).toHaveLength(0);
  });
});

describe('inbox', () => {
  beforeEach(async () => {
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: asha,
      body: { fromMobile: ASHA, messageContent: 'Is maternity covered?' },
    });
  });

  it('groups conversations by customer with unread first', async () => {
    const ravi = await api.login('9876500083');
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: ravi,
      body: { fromMobile: '9876500083', messageContent: 'Hello' },
    });
    await api.call('GET', adminPath(adminPaths.conversation, { mobile: '9876500083' }), { token: admin });
    const list = await api.call<Page<{ mobile: string; unread: number; lastMessage: string }>>(
      'GET',
      adminPaths.conversations,
      { token: admin },
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
      { token: admin },
    );
    expect(opened.body.messages).toHaveLength(1);
    const sent = await api.call<{ userSentMessageList: { status: string }[] }>(
      'GET',
      '/api/Insurance/GetUserMessageList',
      { token: asha },
    );
    expect(sent.body.userSentMessageList[0]?.status).toBe('read');
    expect((await auditRows()).map((r) => r.action)).toEqual(['message.read']);
  });

  it('delivers a reply to the customer’s Received Messages with parentmessageid set', async () => {
    const question = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: asha,
      })
    ).body.userSentMessageList[0]!.id;
    const reply = await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: ASHA }), {
      token: admin,
      body: { messageContent: 'Yes, after a 2-year waiting period.' },
    });
    expect(reply.status).toBe(200);
    const received = await api.call<{ userReceivedMessageList: Record<string, unknown>[] }>(
      'GET',
      '/api/Insurance/GetUserMessageList',
      { token: asha },
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
          token: admin,
          body: { messageContent: ' ' },
        })
      ).status,
    ).toBe(400);
    const question = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: asha,
      })
    ).body.userSentMessageList[0]!.id;
    const wrong = await api.call('POST', adminPath(adminPaths.conversationReply, { mobile: '9876500089' }), {
      token: admin,
      body: { messageContent: 'hello', parentmessageid: question },
    });
    expect(wrong.status).toBe(404);
  });

  it('marks one message read', async () => {
    const id = (
      await api.call<{ userSentMessageList: { id: number }[] }>('GET', '/api/Insurance/GetUserMessageList', {
        token: asha,
      })
    ).body.userSentMessageList[0]!.id;
    expect((await api.call('POST', adminPath(adminPaths.messageRead, { id }), { token: admin })).status).toBe(
      200,
    );
    const overview = await api.call<{ counts: { unreadMessages: number } }>('GET', adminPaths.overview, {
      token: admin,
    });
    expect(overview.body.counts.unreadMessages).toBe(0);
  });
});

describe('enquiries and leads', () => {
  it('lists enquiries with filters and moves one to In Progress with a note', async () => {
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'Meena',
        mobile: '9876500084',
        messageType: 'kyc-update',
        customerMessage: 'Update my KYC',
      },
    });
    await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'Joseph',
        mobile: '9876500085',
        messageType: 'feedback',
        customerMessage: 'Nice site',
      },
    });
    const kyc = await api.call<Page<{ id: number; customerName: string }>>(
      'GET',
      `${adminPaths.enquiries}?type=kyc-update`,
      { token: admin },
    );
    expect(kyc.body.items.map((e) => e.customerName)).toEqual(['Meena']);
    const id = kyc.body.items[0]!.id;
    await api.call('POST', adminPath(adminPaths.enquiry, { id }), {
      token: admin,
      body: { status: 'In Progress', note: 'Called, sent the form' },
    });
    const inProgress = await api.call<Page<{ status: string; note: string }>>(
      'GET',
      `${adminPaths.enquiries}?status=In Progress`,
      { token: admin },
    );
    expect(inProgress.body.items).toEqual([
      expect.objectContaining({ status: 'In Progress', note: 'Called, sent the form' }),
    ]);
    expect((await auditRows()).map((r) => r.action)).toEqual(['enquiry.status']);
    expect(
      (
        await api.call('POST', adminPath(adminPaths.enquiry, { id }), {
          token: admin,
          body: { status: 'New', note: '' },
        })
      ).status,
    ).toBe(400);
  });

  it('lists consented leads only, filters by line and resolves one', async () => {
    await api.call('POST', '/api/Insurance/AddLead', {
      body: {
        line: 'term',
        consent: true,
        contactPreference: 'Call',
        details: {
          gender: 1,
          fullName: 'Vikram Singh',
          dob: '01/01/1990',
          mobileNumber: '9876500086',
          whatsapp: false,
        },
      },
    });
    // A lead without consent can only exist if written some other way; it must still never show.
    await test.db
      .insertInto('leads')
      .values({
        reference: 'BS-NOCONSNT',
        line: 'term',
        consent: 0,
        contact_preference: 'Call',
        mobile: '9876500087',
        details: '{}',
        status: 'New',
        note: '',
        created_at: test.clock.now().toISOString(),
      })
      .execute();
    const leads = await api.call<Page<{ id: number; mobile: string; details: { fullName: string } }>>(
      'GET',
      `${adminPaths.leads}?line=term`,
      { token: admin },
    );
    expect(leads.body.items.map((l) => l.mobile)).toEqual(['9876500086']);
    expect(leads.body.items[0]?.details.fullName).toBe('Vikram Singh');
    const hidden = (
      await test.db.selectFrom('leads').select('id').where('consent', '=', 0).executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await api.call('POST', adminPath(adminPaths.lead, { id: hidden }), {
          token: admin,
          body: { status: 'Resolved', note: '' },
        })
      ).status,
    ).toBe(404);
    const id = leads.body.items[0]!.id;
    expect(
      (
        await api.call('POST', adminPath(adminPaths.lead, { id }), {
          token: admin,
          body: { status: 'Resolved', note: 'Policy bought' },
        })
      ).status,
    ).toBe(200);
    const resolved = await api.call<Page<unknown>>('GET', `${adminPaths.leads}?status=Resolved`, {
      token: admin,
    });
    expect(resolved.body.total).toBe(1);
  });
});

describe('FAQs', () => {
  const publicQuestions = async () =>
    (
      await api.call<{ faqDetailList: { id: number; question: string }[] }>(
        'GET',
        '/api/Insurance/GetFaqList',
      )
    ).body.faqDetailList;

  it('adds, edits, reorders and deletes, and the public list reflects each change at once', async () => {
    await publicQuestions(); // fills the public cache
    const added = await api.call<{ result: { id: number } }>('POST', adminPaths.faqs, {
      token: admin,
      body: {
        question: 'Can NRIs buy term insurance?',
        answer: 'Yes, many insurers offer NRI term plans.',
        priority: 1,
      },
    });
    const id = added.body.result.id;
    expect((await publicQuestions())[0]).toMatchObject({ id, question: 'Can NRIs buy term insurance?' });

    await api.call('PUT', adminPath(adminPaths.faq, { id }), {
      token: admin,
      body: { question: 'Can an NRI buy term insurance in India?', answer: 'Yes, they can.', priority: 1 },
    });
    expect((await publicQuestions())[0]?.question).toBe('Can an NRI buy term insurance in India?');

    const ids = (await publicQuestions()).map((f) => f.id);
    const reversed = [...ids].reverse();
    expect(
      (await api.call('POST', adminPaths.faqOrder, { token: admin, body: { ids: reversed } })).status,
    ).toBe(200);
    expect((await publicQuestions()).map((f) => f.id)).toEqual(reversed);

    expect((await api.call('DELETE', adminPath(adminPaths.faq, { id }), { token: admin })).status).toBe(200);
    expect((await publicQuestions()).map((f) => f.id)).not.toContain(id);
    expect((await auditRows()).map((r) => r.action)).toEqual([
      'faq.add',
      'faq.edit',
      'faq.reorder',
      'faq.delete',
    ]);
  });

  it('refuses a short question, an order that misses FAQs, and an unknown id', async () => {
    expect(
      (
        await api.call('POST', adminPaths.faqs, {
          token: admin,
          body: { question: 'Hi', answer: 'Fine answer', priority: 1 },
        })
      ).body.message,
    ).toBe('question: must be at least 5 characters');
    expect(
      (await api.call('POST', adminPaths.faqOrder, { token: admin, body: { ids: [1, 2] } })).status,
    ).toBe(400);
    expect((await api.call('DELETE', adminPath(adminPaths.faq, { id: 9999 }), { token: admin })).status).toBe(
      404,
    );
  });
});

describe('overview and audit', () => {
  it('counts new requests, unread messages, open enquiries and today’s leads, with 14 days of history', async () => {
    await submitApplication();
    await api.call('POST', '/api/Insurance/AddUserMessage', {
      token: asha,
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
    }>('GET', adminPaths.overview, { token: admin });
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
    await api.call('GET', adminPath(adminPaths.request, { id }), { token: admin });
    await api.call('POST', adminPath(adminPaths.requestStatus, { id }), {
      token: admin,
      body: { status: 'In Review', remarks: '' },
    });
    const audit = await api.call<Page<{ action: string; adminMobile: string }>>('GET', adminPaths.audit, {
      token: admin,
    });
    expect(audit.body.items.map((a) => a.action)).toEqual(['request.status', 'request.view']);
    expect(audit.body.items[0]?.adminMobile).toBe(ADVISER);
  });
});
