import { describe, expect, it } from 'vitest';
import { bilingualStarterFaqs, currentStarterFaqs, DATA_FAQ_QUESTION } from './faq-seed.ts';
import { faqBody } from './schemas/admin.ts';
import { DATA_RECIPIENTS_SENTENCE_HI } from './trust-hi.ts';

describe('the seeded FAQs in two languages', () => {
  it('give every seeded FAQ its Hindi pair, in the same order, with the English unchanged', () => {
    expect(bilingualStarterFaqs.map(({ question, answer }) => ({ question, answer }))).toEqual(
      currentStarterFaqs,
    );
    for (const faq of bilingualStarterFaqs) {
      expect(faq.questionHi).toMatch(/[\u0900-\u097f]/u);
      expect(faq.answerHi).toMatch(/[\u0900-\u097f]/u);
    }
    expect(new Set(bilingualStarterFaqs.map((f) => f.questionHi)).size).toBe(bilingualStarterFaqs.length);
    const data = bilingualStarterFaqs.find((f) => f.question === DATA_FAQ_QUESTION)!;
    expect(data.answerHi.startsWith(DATA_RECIPIENTS_SENTENCE_HI)).toBe(true);
  });

  it('each pass the console’s own rules, so an adviser can save them unchanged', () => {
    for (const [index, faq] of bilingualStarterFaqs.entries()) {
      expect(faqBody.safeParse({ ...faq, priority: (index + 1) * 10 }).success, faq.question).toBe(true);
    }
  });
});
