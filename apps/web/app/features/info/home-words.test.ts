// The home page promises only what the product does (findings D, item 15 and notes): its tax line says the old
// regime, it recommends nothing (the lists rank no plan), and a policy reaches My policies, not an email.
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import './home-words';
import './home-words.hi';

const en = loadedWords('en').home!;
const hi = loadedWords('hi').home!;
const all = (w: typeof en) => JSON.stringify(w);

describe('the home page’s words', () => {
  it('say the 80C and 80D tax benefits are the old regime’s only', () => {
    expect(en.highlights.filter((h) => /80C|80D/.test(h))).toEqual([
      'Tax benefits under sections 80C and 80D of the Income Tax Act (old tax regime only)',
    ]);
    expect(hi.highlights.filter((h) => /80C|80D/.test(h))[0]).toContain('सिर्फ़ पुरानी टैक्स व्यवस्था में');
  });

  it('recommend no plan and promise no email, in English or Hindi', () => {
    expect(all(en)).not.toMatch(/recommend|email/i);
    expect(all(hi)).not.toMatch(/सुझाए|ईमेल/);
    expect(en.steps[2]).toEqual([
      'Get covered',
      'Once the insurer issues your policy, it is kept in My policies and we tell you by message and SMS.',
    ]);
  });
});
