import { CONTACT_ENQUIRY_TYPES } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp();
const { api } = test;

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Meena Iyer',
  mobile: '9876500051',
  createdDatetime: '1999-01-01T00:00:00Z',
  messageType: 'claim-status',
  customerMessage: 'My claim was filed two weeks ago. Any update?',
  status: 'Resolved',
  ...overrides,
});

describe('POST /api/Insurance/ContactUs', () => {
  it('stores the enquiry with status New and the server’s own time', async () => {
    const answer = await api.call('POST', '/api/Insurance/ContactUs', { body: enquiry() });
    expect(answer).toEqual({
      status: 200,
      body: { isSuccess: true, message: 'Enquiry submitted successfully' },
    });
    const row = await test.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_name: 'Meena Iyer',
      mobile: '9876500051',
      message_type: 'claim-status',
      status: 'New',
      created_datetime: test.clock.now().toISOString(),
    });
  });

  it('accepts every one of the 16 enquiry types', async () => {
    expect(CONTACT_ENQUIRY_TYPES).toHaveLength(16);
    for (const messageType of CONTACT_ENQUIRY_TYPES) {
      expect(
        (await api.call('POST', '/api/Insurance/ContactUs', { body: enquiry({ messageType }) })).status,
      ).toBe(200);
    }
  });

  it.each([
    [{ customerName: '  ' }, 'customerName: is required'],
    [{ mobile: '98765' }, 'mobile: must be exactly 10 digits'],
    [{ messageType: 'spam' }, 'messageType: must be one of the listed enquiry types'],
    [{ customerMessage: '' }, 'customerMessage: is required'],
  ])('refuses %j with 400 and writes nothing', async (change, message) => {
    const answer = await api.call('POST', '/api/Insurance/ContactUs', { body: enquiry(change) });
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message } });
    expect(await test.db.selectFrom('contact_enquiries').selectAll().execute()).toHaveLength(0);
  });
});

describe('GET /api/Insurance/GetFaqList', () => {
  it('answers faqDetailList sorted by ascending priority, with at least 12 starter questions', async () => {
    const answer = await api.call<{
      isSuccess: boolean;
      faqDetailList: { id: number; priority: number; question: string; answer: string }[];
    }>('GET', '/api/Insurance/GetFaqList');
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    const list = answer.body.faqDetailList;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(list[0]!).sort()).toEqual(['answer', 'id', 'priority', 'question']);
    const priorities = list.map((f) => f.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('reflects a change of priority', async () => {
    const last = await test.db
      .selectFrom('faqs')
      .select('id')
      .orderBy('priority', 'desc')
      .executeTakeFirstOrThrow();
    await test.db.updateTable('faqs').set({ priority: -1 }).where('id', '=', last.id).execute();
    const answer = await api.call<{ faqDetailList: { id: number }[] }>('GET', '/api/Insurance/GetFaqList');
    expect(answer.body.faqDetailList[0]?.id).toBe(last.id);
  });

  it('serves a cached answer for up to 10 seconds, and at once after the cache is cleared', async () => {
    const first = async () =>
      (await api.call<{ faqDetailList: { question: string }[] }>('GET', '/api/Insurance/GetFaqList')).body
        .faqDetailList[0]?.question;
    const before = await first();
    const top = await test.db.selectFrom('faqs').select('id').orderBy('priority').executeTakeFirstOrThrow();
    await test.db
      .updateTable('faqs')
      .set({ question: 'Edited question?' })
      .where('id', '=', top.id)
      .execute();
    expect(await first()).toBe(before);
    test.clock.advance(10_000);
    expect(await first()).toBe('Edited question?');
    await test.db.updateTable('faqs').set({ question: 'Edited again?' }).where('id', '=', top.id).execute();
    test.deps.faqCache.clear();
    expect(await first()).toBe('Edited again?');
  });
});
