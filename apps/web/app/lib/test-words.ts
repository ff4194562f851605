// For the data-words tests: each of a plan field's texts is itself in the English words and Hindi (Devanagari, not
// the English) in the Hindi words. Used only by *.test.ts files.
import { expect } from 'vitest';

const devanagari = /[\u0900-\u097f]/u;

export function expectSaidInBoth(
  en: Record<string, string>,
  hi: Record<string, string>,
  texts: Iterable<string>,
): void {
  for (const text of new Set(texts)) {
    expect(en[text], text).toBe(text);
    expect(hi[text], text).toMatch(devanagari);
    expect(hi[text], text).not.toBe(text);
  }
}
