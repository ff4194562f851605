import { adminPath, adminPaths } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../support/admin.ts';

const { api, tokens, auditRows } = useAdminTestApp();

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
      token: tokens.admin,
      body: {
        question: 'Can NRIs buy term insurance?',
        answer: 'Yes, many insurers offer NRI term plans.',
        priority: 1,
      },
    });
    const id = added.body.result.id;
    expect((await publicQuestions())[0]).toMatchObject({ id, question: 'Can NRIs buy term insurance?' });

    await api.call('PUT', adminPath(adminPaths.faq, { id }), {
      token: tokens.admin,
      body: { question: 'Can an NRI buy term insurance in India?', answer: 'Yes, they can.', priority: 1 },
    });
    expect((await publicQuestions())[0]?.question).toBe('Can an NRI buy term insurance in India?');

    const ids = (await publicQuestions()).map((f) => f.id);
    const reversed = [...ids].reverse();
    expect(
      (await api.call('POST', adminPaths.faqOrder, { token: tokens.admin, body: { ids: reversed } })).status,
    ).toBe(200);
    expect((await publicQuestions()).map((f) => f.id)).toEqual(reversed);

    expect(
      (await api.call('DELETE', adminPath(adminPaths.faq, { id }), { token: tokens.admin })).status,
    ).toBe(200);
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
          token: tokens.admin,
          body: { question: 'Hi', answer: 'Fine answer', priority: 1 },
        })
      ).body.message,
    ).toBe('question: must be at least 5 characters');
    expect(
      (await api.call('POST', adminPaths.faqOrder, { token: tokens.admin, body: { ids: [1, 2] } })).status,
    ).toBe(400);
    expect(
      (await api.call('DELETE', adminPath(adminPaths.faq, { id: 9999 }), { token: tokens.admin })).status,
    ).toBe(404);
  });

  it('names the field of every wrong value on adding and editing, whatever its JSON type', async () => {
    const good = { question: 'How do I renew?', answer: 'From your account.', priority: 3 };
    const cases: [Record<string, unknown>, string][] = [
      [{ priority: true }, 'priority: must be a whole number'],
      [{ priority: null }, 'priority: must be a whole number'],
      [{ priority: [] }, 'priority: must be a whole number'],
      [{ priority: '' }, 'priority: must be a whole number'],
      [{ priority: 'x' }, 'priority: must be a whole number'],
      [{ priority: 2.5 }, 'priority: must be a whole number'],
      [{ priority: -1 }, 'priority: must be 0 or more'],
      [{ question: 42 }, 'question: must be text'],
      [{ answer: null }, 'answer: must be text'],
      [{ questionHi: 5 }, 'questionHi: must be text'],
    ];
    const added = await api.call<{ result: { id: number } }>('POST', adminPaths.faqs, {
      token: tokens.admin,
      body: { ...good, priority: '7' },
    });
    expect(added.status).toBe(200);
    const edit = adminPath(adminPaths.faq, { id: added.body.result.id });
    for (const [wrong, message] of cases) {
      for (const [method, path] of [
        ['POST', adminPaths.faqs],
        ['PUT', edit],
      ] as const) {
        const answer = await api.call(method, path, { token: tokens.admin, body: { ...good, ...wrong } });
        expect({ method, wrong, answer }).toEqual({
          method,
          wrong,
          answer: { status: 400, body: { isSuccess: false, message } },
        });
      }
    }
  });
});
