// Every Hindi words module has every key of the English one (typecheck already refuses a missing key or feature;
// this also catches a key typed optional), no Hindi text is empty, each is written in Devanagari
// and differs from the English, bar the few listed below, and the subset font holds every character used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bilingualStarterFaqs, notFoundMessages } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { englishWords } from './en';
import { hindiWords } from './hi';
import { loadAllWords } from './load';

await loadAllWords();

const routes = import.meta.glob(['../routes/**/*.tsx', '../features/*/routes/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Texts that are not Devanagari: the switch names English in its own script, and the few below. */
const LATIN_ALLOWED = new Set([
  'layout.switchTo',
  // GST is written as on bills (docs/hindi-glossary.md)
  'termDetails.gstLabel',
  // a claim figure's source, keyed by the contract's English text (checked in ui/claim-sources.test.ts and
  // features/term/term-claim-sources.test.ts)
  'employee.claimSource',
  'healthList.claimSource',
  'termList.claimSource',
  // the vault's name (relation) and amount-and-period joins: only the values inside are words
  'vault.memberHeading',
  'vault.premiumEvery',
  // an insurer's network count ("14,000+"): only digits when it has one (its "not published" is Hindi)
  'employee.hospitalCount',
]);
/** Texts that are meant to be the same in both: those above, and the offer to read in Hindi, which is in Hindi on
 * the English page too. */
const SAME_ALLOWED = new Set([
  ...LATIN_ALLOWED,
  'layout.offer',
  'layout.offerAccept',
  'layout.offerDismiss',
  'layout.notTranslated',
]);

function leaves(value: unknown, path: string): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  }
  return [[path, value]];
}

const en = loadedWords('en') as Record<string, unknown>;
const hi = loadedWords('hi') as Record<string, unknown>;
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
      const legal = leaves(loadedWords(locale).legal, 'legal').map(([, text]) => String(text));
      const name = loadedWords(locale).profile!.myData;
      return { mentions: legal.filter((text) => text.includes(name)).length, legal };
    };
    const english = said('en');
    const hindi = said('hi');
    expect(english.mentions).toBeGreaterThanOrEqual(4);
    expect(hindi.mentions).toBe(english.mentions);
    expect(hindi.legal.filter((text) => text.includes(loadedWords('en').profile!.myData))).toEqual([]);
  });

  it("keeps the spec's English words where the English repeats them", () => {
    const layout = loadedWords('en').layout!;
    expect([layout.notFoundTitle, layout.notFoundBody]).toEqual([
      notFoundMessages.title,
      notFoundMessages.body,
    ]);
  });

  it('uses only characters the subset font holds (run scripts/subset-devanagari.mjs after adding words)', () => {
    const kept = new Set(
      readFileSync(join(import.meta.dirname, '../../public/fonts/devanagari-chars.txt'), 'utf8'),
    );
    // the Hindi words, the route modules' Hindi titles, and the seeded FAQs' Hindi the prerendered /hi/faq shows
    const shown = JSON.stringify([hi, Object.values(routes), bilingualStarterFaqs]);
    const used = new Set(shown.match(/[\u0900-\u097f]/gu) ?? []);
    expect([...used].filter((c) => !kept.has(c))).toEqual([]);
  });
});

describe('route modules', () => {
  // A page loads the words its route names (`pageWords` in its handle) and no others: a route that leaves one out
  // works in a component test (every words module is loaded there) and fails in the browser.
  it.each(Object.entries(routes))('%s names its words and imports none', (file, source) => {
    const text = source as string;
    expect(text, 'no words module imported for its side effect').not.toMatch(/^import '[^']*words[^']*';/m);
    const handle = /export const handle = pageWords\(([^)]*)\)/.exec(text);
    // the not-found page and the advisers' console read the shell's words only (the console's login: the phone's)
    if (file.endsWith('/not-found.tsx') || (file.includes('/admin/') && !file.endsWith('/login.tsx'))) return;
    expect(handle, 'export const handle = pageWords(…)').not.toBeNull();
    for (const [, key] of handle![1]!.matchAll(/'(\w+)'/g)) {
      expect(Object.keys(englishWords), key).toContain(key);
      expect(Object.keys(hindiWords), key).toContain(key);
    }
  });
});
