// Every Hindi words module has every key of the English one (typecheck already refuses a missing key; this also
// catches a module registered for one language only), no Hindi text is empty, each is written in Devanagari
// and differs from the English, bar the few listed below, and the subset font holds every character used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bilingualStarterFaqs, notFoundMessages } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { registeredWords } from '~/lib/words';

import.meta.glob(['../features/*/*-words.ts', '../ui/*-words.ts', './en.ts'], { eager: true });
import.meta.glob(['../features/*/*-words.hi.ts', '../ui/*-words.hi.ts', './hi.ts'], { eager: true });

/** Texts that are meant to be the same in both, or not Devanagari: the switch names English in its own script,
 * and the offer to read in Hindi is in Hindi on the English page too. */
const SAME_ALLOWED = new Set([
  'layout.switchTo',
  'layout.offer',
  'layout.offerAccept',
  'layout.offerDismiss',
  'layout.notTranslated',
  // GST is written as on bills (docs/hindi-glossary.md)
  'termDetails.gstLabel',
  // a claim figure's source, keyed by the contract's English text (checked in ui/claim-sources.test.ts)
  'lists.claimSource',
  'healthList.claimSource',
]);
const LATIN_ALLOWED = new Set([
  'layout.switchTo',
  'termDetails.gstLabel',
  'lists.claimSource',
  'healthList.claimSource',
]);

function leaves(value: unknown, path: string): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  }
  return [[path, value]];
}

const en = registeredWords('en') as Record<string, unknown>;
const hi = registeredWords('hi') as Record<string, unknown>;
const devanagari = /[\u0900-\u097f]/u;

describe('Hindi words', () => {
  it('cover the same screens as the English ones', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  for (const key of Object.keys(en)) {
    describe(key, () => {
      const english = new Map(leaves(en[key], key));
      const hindi = new Map(leaves(hi[key], key));

      it('has every key of the English, and no other', () => {
        expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('is never empty, is written in Devanagari and says it in Hindi', () => {
        for (const [path, value] of hindi) {
          // a text made from values: said with sample ones (strings work for the numbers' formatting too); an
          // amount under a lakh has no unit to say, so a text without Devanagari at 3 is tried at ₹25 lakh
          const sampleWith = (fn: unknown, arg: string) => {
            const f = fn as (...args: string[]) => unknown;
            return f(...Array.from({ length: f.length }, () => arg));
          };
          const arg =
            typeof value === 'function' && !devanagari.test(String(sampleWith(value, '3'))) ? '2500000' : '3';
          const sample = (fn: unknown) => sampleWith(fn, arg);
          const text = typeof value === 'function' ? sample(value) : value;
          if (typeof value === 'function') expect(typeof english.get(path), path).toBe('function');
          expect(typeof text, path).toBe('string');
          expect((text as string).trim(), path).not.toBe('');
          if (!LATIN_ALLOWED.has(path)) expect(text, path).toMatch(devanagari);
          const englishText = typeof value === 'function' ? sample(english.get(path)) : english.get(path);
          if (!SAME_ALLOWED.has(path)) expect(text, path).not.toBe(englishText);
        }
      });
    });
  }

  it('names the My data screen in the policy pages as the profile calls it, in each language', () => {
    const said = (locale: 'en' | 'hi') => {
      const legal = leaves(registeredWords(locale).legal, 'legal').map(([, text]) => String(text));
      const name = registeredWords(locale).profile!.myData;
      return { mentions: legal.filter((text) => text.includes(name)).length, legal };
    };
    const english = said('en');
    const hindi = said('hi');
    expect(english.mentions).toBeGreaterThanOrEqual(4);
    expect(hindi.mentions).toBe(english.mentions);
    expect(hindi.legal.filter((text) => text.includes(registeredWords('en').profile!.myData))).toEqual([]);
  });

  it("keeps the spec's English words where the English repeats them", () => {
    const layout = registeredWords('en').layout!;
    expect([layout.notFoundTitle, layout.notFoundBody]).toEqual([
      notFoundMessages.title,
      notFoundMessages.body,
    ]);
  });

  it('uses only characters the subset font holds (run scripts/subset-devanagari.mjs after adding words)', () => {
    const kept = new Set(
      readFileSync(join(import.meta.dirname, '../../public/fonts/devanagari-chars.txt'), 'utf8'),
    );
    // the Hindi words, and the seeded FAQs' Hindi the prerendered /hi/faq shows (from the contract)
    const shown = JSON.stringify([hi, bilingualStarterFaqs]);
    const used = new Set(shown.match(/[\u0900-\u097f]/gu) ?? []);
    expect([...used].filter((c) => !kept.has(c))).toEqual([]);
  });
});

describe('route modules', () => {
  // A screen reads its words from the registry its route module filled: a route that forgets the import works in
  // the prerender (every module is loaded there) and fails in the browser, where only its own chunks load.
  const routes = import.meta.glob('../routes/**/*.tsx', { query: '?raw', import: 'default', eager: true });
  it.each(Object.entries(routes))('%s imports its language’s words', (file, source) => {
    const own = file.includes('/routes/hi/') ? "import '~/words/hi';" : "import '~/words/en';";
    expect(source as string).toContain(own);
  });
});
