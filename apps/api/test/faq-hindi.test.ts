// FAQs in two languages: migration 007 on a database that already holds FAQs, GetFaqList's English answer as the
// spec has it and its Hindi answer (?lang=hi) with the English where the Hindi is missing, and the console's API
// writing both languages, with their caps and bad input refused.
import {
  adminPath,
  adminPaths,
  bilingualStarterFaqs,
  currentStarterFaqs,
  DATA_FAQ_QUESTION,
  starterFaqPriority,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { faqHindi } from '../src/db/migrations/007-faq-hindi.ts';
import { useAdminTestApp } from './support/admin.ts';

const { test, api, tokens, auditRows } = useAdminTestApp();

interface Item {
  id: number;
  question: string;
  answer: string;
  priority: number;
  lang?: string;
}

/** GetFaqList's raw bytes and parsed list. */
async function faqList(query = '') {
  const response = await fetch(`${test.url}/api/Insurance/GetFaqList${query}`);
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { faqDetailList: Item[]; message?: string },
  };
}

/** What GetFaqList answered before FAQs had Hindi, for the seeded FAQs: the spec's shape, key for key. */
const englishSeedAnswer = JSON.stringify({
  isSuccess: true,
  faqDetailList: currentStarterFaqs.map((faq, index) => ({
    id: index + 1,
    question: faq.question,
    answer: faq.answer,
    priority: starterFaqPriority(index),
  })),
});

const hindiFaq = {
  question: 'Can NRIs buy term insurance?',
  answer: 'Yes, many insurers offer term plans to NRIs.',
  questionHi: 'क्या NRI टर्म इंश्योरेंस ख़रीद सकते हैं?',
  answerHi: 'हाँ, कई बीमा कंपनियाँ NRI के लिए टर्म प्लान देती हैं।',
  priority: 1,
};

const addFaq = (body: Record<string, unknown>) =>
  api.call<{ result: { id: number }; message: string }>('POST', adminPaths.faqs, {
    token: tokens.admin,
    body,
  });

describe('migration 007 (FAQs in Hindi)', () => {
  it('adds the Hindi columns to a database holding FAQs and fills in only the seeded FAQs it still recognises', async () => {
    await faqHindi.down!(test.db);
    // an adviser reworded one seeded answer and wrote an FAQ of their own before the migration ran
    const edited = currentStarterFaqs[2]!;
    await test.db
      .updateTable('faqs')
      .set({ answer: 'Our own advice on cover.' })
      .where('question', '=', edited.question)
      .execute();
    await test.db
      .insertInto('faqs')
      .values({ question: 'Do you sell home insurance?', answer: 'Not yet.', priority: 500 })
      .execute();

    await faqHindi.up(test.db);
    const rows = await test.db
      .selectFrom('faqs')
      .select(['question', 'answer', 'question_hi', 'answer_hi'])
      .orderBy('priority')
      .execute();
    expect(rows).toHaveLength(currentStarterFaqs.length + 1);
    for (const row of rows) {
      const seeded = bilingualStarterFaqs.find((f) => f.question === row.question && f.answer === row.answer);
      if (seeded) {
        expect(row).toMatchObject({ question_hi: seeded.questionHi, answer_hi: seeded.answerHi });
      } else {
        expect([row.question_hi, row.answer_hi]).toEqual([null, null]);
      }
    }
    expect(rows.filter((r) => r.question_hi === null).map((r) => r.question)).toEqual([
      edited.question,
      'Do you sell home insurance?',
    ]);
    // the data-protection FAQ gets the Hindi of the answer migration 006 left
    const data = rows.find((r) => r.question === DATA_FAQ_QUESTION)!;
    expect(data.answer_hi).toContain('BimaSetu');
    expect(data.answer_hi).toMatch(/OTP/);

    // the English answer still lists the adviser's words; Hindi shows that FAQ in English
    const hindi = await faqList('?lang=hi');
    const item = hindi.body.faqDetailList.find((f) => f.question === edited.question)!;
    expect(item).toMatchObject({ answer: 'Our own advice on cover.', lang: 'en' });
  });
});

describe('GET /api/Insurance/GetFaqList', () => {
  it('answers English exactly as before, byte for byte, with no lang or with lang=en', async () => {
    const plain = await faqList();
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(englishSeedAnswer);
    expect((await faqList('?lang=en')).text).toBe(englishSeedAnswer);
  });

  it('answers each seeded FAQ in Hindi with lang=hi, in the same order, ids and priorities', async () => {
    const { status, body } = await faqList('?lang=hi');
    expect(status).toBe(200);
    expect(body.faqDetailList).toEqual(
      bilingualStarterFaqs.map((faq, index) => ({
        id: index + 1,
        question: faq.questionHi,
        answer: faq.answerHi,
        priority: starterFaqPriority(index),
        lang: 'hi',
      })),
    );
  });

  it('shows an FAQ in English where its Hindi is missing, never half of each', async () => {
    const englishOnly = await addFaq({ question: 'Is there a mobile app?', answer: 'Not yet.', priority: 1 });
    const halfDone = await test.db
      .insertInto('faqs')
      .values({
        question: 'Half done?',
        answer: 'Only its question has Hindi.',
        question_hi: 'आधा?',
        priority: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [first, second, third] = (await faqList('?lang=hi')).body.faqDetailList;
    expect(first).toEqual({
      id: englishOnly.body.result.id,
      question: 'Is there a mobile app?',
      answer: 'Not yet.',
      priority: 1,
      lang: 'en',
    });
    expect(second).toMatchObject({ id: halfDone.id, question: 'Half done?', lang: 'en' });
    expect(third).toMatchObject({ question: bilingualStarterFaqs[0]!.questionHi, lang: 'hi' });
  });

  it('refuses a language it does not answer in', async () => {
    for (const query of ['?lang=fr', '?lang=HI', '?lang=']) {
      const answer = await faqList(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe('lang: must be one of: en, hi');
    }
  });

  it('keeps each language’s answer apart in its cache, and an adviser’s edit clears both at once', async () => {
    const english = (await faqList()).text;
    const hindi = (await faqList('?lang=hi')).text;
    expect(english).not.toBe(hindi);
    expect((await faqList()).text).toBe(english);
    const added = await addFaq(hindiFaq);
    expect(added.status).toBe(200);
    expect((await faqList()).body.faqDetailList[0]).toEqual({
      id: added.body.result.id,
      question: hindiFaq.question,
      answer: hindiFaq.answer,
      priority: 1,
    });
    expect((await faqList('?lang=hi')).body.faqDetailList[0]).toMatchObject({
      question: hindiFaq.questionHi,
      lang: 'hi',
    });
  });
});

describe('the console writes FAQs in both languages', () => {
  it('adds and edits the Hindi pair, lists what lacks Hindi, and audits the question in each language', async () => {
    const added = await addFaq(hindiFaq);
    expect(added.body.message).toBe('FAQ added');
    const id = added.body.result.id;
    const listed = async () =>
      (
        await api.call<{ faqDetailList: (Item & { questionHi: string | null; answerHi: string | null })[] }>(
          'GET',
          adminPaths.faqs,
          { token: tokens.admin },
        )
      ).body.faqDetailList;
    expect((await listed())[0]).toEqual({
      id,
      question: hindiFaq.question,
      answer: hindiFaq.answer,
      questionHi: hindiFaq.questionHi,
      answerHi: hindiFaq.answerHi,
      priority: 1,
    });
    expect((await listed()).filter((f) => f.questionHi === null)).toEqual([]);

    // edited: new Hindi words (trimmed like the English), then the Hindi taken away again
    const put = (body: Record<string, unknown>) =>
      api.call('PUT', adminPath(adminPaths.faq, { id }), { token: tokens.admin, body });
    expect((await put({ ...hindiFaq, answerHi: '  हाँ, कर सकते हैं।\nशर्तें प्लान में देखें।  ' })).status).toBe(200);
    expect((await faqList('?lang=hi')).body.faqDetailList[0]).toMatchObject({
      answer: 'हाँ, कर सकते हैं।\nशर्तें प्लान में देखें।',
      lang: 'hi',
    });
    expect((await put({ ...hindiFaq, questionHi: '', answerHi: '' })).status).toBe(200);
    expect((await listed()).filter((f) => f.questionHi === null).map((f) => f.id)).toEqual([id]);
    expect((await faqList('?lang=hi')).body.faqDetailList[0]).toMatchObject({
      question: hindiFaq.question,
      lang: 'en',
    });
    // an FAQ written without Hindi at all, as before
    const plain = await addFaq({ question: 'Is there a mobile app?', answer: 'Not yet.', priority: 3 });
    expect(plain.status).toBe(200);

    const audit = await auditRows();
    expect(audit.map((r) => [r.action, JSON.parse(r.detail) as unknown])).toEqual([
      ['faq.add', { question: hindiFaq.question, questionHi: hindiFaq.questionHi }],
      ['faq.edit', { question: hindiFaq.question, questionHi: hindiFaq.questionHi }],
      ['faq.edit', { question: hindiFaq.question, questionHi: null }],
      ['faq.add', { question: 'Is there a mobile app?', questionHi: null }],
    ]);
  });

  it('caps the Hindi like the English and refuses half a pair, Latin text, short text and controls', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await addFaq({ ...hindiFaq, ...body });
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ questionHi: 'क'.repeat(301) })).toBe('questionHi: must be at most 300 characters');
    expect(await refused({ answerHi: 'क'.repeat(3001) })).toBe('answerHi: must be at most 3000 characters');
    expect(await refused({ answerHi: '' })).toBe('answerHi: must be given with the Hindi question');
    expect(await refused({ questionHi: '   ' })).toBe('questionHi: must be given with the Hindi answer');
    expect(await refused({ questionHi: 'Can NRIs buy it?' })).toBe(
      'questionHi: must be written in Hindi (Devanagari)',
    );
    expect(await refused({ answerHi: 'हाँ' })).toBe('answerHi: must be at least 5 characters');
    expect(await refused({ questionHi: 'क्या\u0000NRI?' })).toBe(
      'questionHi: must not contain control characters',
    );
    expect(await refused({ questionHi: 7 })).toMatch(/^questionHi: /);
    // at the caps exactly, both are kept
    const full = await addFaq({ ...hindiFaq, questionHi: 'क'.repeat(300), answerHi: 'ख'.repeat(3000) });
    expect(full.body).toMatchObject({ message: 'FAQ added' });
    const row = await test.db
      .selectFrom('faqs')
      .select(['question_hi', 'answer_hi'])
      .where('id', '=', full.body.result.id)
      .executeTakeFirstOrThrow();
    expect([row.question_hi?.length, row.answer_hi?.length]).toEqual([300, 3000]);
    expect(
      await test.db.selectFrom('faqs').where('question', '=', hindiFaq.question).select('id').execute(),
    ).toHaveLength(1);
  });
});
