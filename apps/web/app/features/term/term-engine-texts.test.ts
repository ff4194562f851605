// The lists say the rating engine's fixed English in the page's language by looking it up: every premium line and
// assumption a term quote can carry must be one of the codes, and the words' inputs line must be the engine's own.
import { priceTermPlan, type TermGender, type TermPerson } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { TERM_ENGINE_TEXTS } from './term-engine-texts';
import { termPlans } from '~/features/term/term-plan';

const TERM_PLANS = termPlans('term');

const codes = new Set<string>(Object.values(TERM_ENGINE_TEXTS));
const today = new Date('2026-11-23T00:00:00Z');

describe('the term engine texts', () => {
  it('hold every premium line and assumption (after the inputs) any quote says, and the words restate the inputs', () => {
    const en = loadedWords('en').termList!;
    const hi = loadedWords('hi').termDetails!;
    let seen = 0;
    for (const gender of ['male', 'female', 'other'] as TermGender[])
      for (const tobacco of ['yes', 'no', 'unanswered'] as const)
        for (const mode of ['Monthly', 'Quarterly', 'Yearly'] as const)
          for (const lifeCover of [2_500_000, 20_000_000]) {
            const person: TermPerson = { age: 35, gender, tobacco };
            const choice = { lifeCover, coverTillAge: 65, mode };
            const priced = priceTermPlan('term', TERM_PLANS[0]!.id, person, choice, today);
            if (!priced.accepted) throw new Error(priced.reason);
            const [inputs, ...rest] = priced.quote.assumptions;
            expect(en.inputsInWords(35, tobacco, gender, lifeCover, 65)).toBe(inputs);
            for (const text of [...rest, ...priced.quote.breakdown.map((l) => l.label)]) {
              expect(codes, text).toContain(text);
              expect((hi.messages as Record<string, string>)[text], text).toMatch(/[\u0900-\u097f]/u);
              seen++;
            }
          }
    expect(seen).toBeGreaterThan(50);
  });
});
