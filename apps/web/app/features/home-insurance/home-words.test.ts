// Every fact a home quote can state has its words in English and in Hindi, said from its own values.
import { priceHome, type HomeFact, type HomeQuote } from '@bimasetu/contract/lines/home';
import { describe, expect, it } from 'vitest';
import { loadedWords, type WordBook } from '~/lib/words';
import { sayFact } from './home-plan-list';

const owner = {
  occupancy: 'owner',
  building: 3_000_000,
  contents: 1_500_000,
  valuables: 200_000,
  city: 'Pune',
} as const;
const priced = priceHome('home-digit', owner);
const facts = priced.offered ? (priced.quote as HomeQuote).facts : [];

describe('home facts in words', () => {
  it('a priced owner with declared contents and valuables states every kind of fact', () => {
    const codes: HomeFact['code'][] = [
      'building',
      'contents-included',
      'contents-declared',
      'valuables',
      'rate',
      'contents-rate-not-published',
      'one-year',
    ];
    expect(facts.map((f) => f.code).sort()).toEqual([...codes].sort());
  });

  it.each(['en', 'hi'] as const)('%s says each fact with its own values', (locale) => {
    const words = loadedWords(locale).homeInsurance as WordBook['homeInsurance'];
    for (const fact of facts) {
      const said = sayFact(words, fact);
      expect(said.trim(), fact.code).not.toBe('');
      if (locale === 'hi') expect(said, fact.code).toMatch(/[\u0900-\u097f]/u);
      if ('amount' in fact) expect(said, fact.code).toContain('₹');
    }
    expect(sayFact(words, { code: 'building', sumInsured: 3_000_000 })).toContain('30,00,000');
  });
});
