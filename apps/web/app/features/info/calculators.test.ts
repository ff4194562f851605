// The hub's cards are collected from the lines' folders, so these checks stand where typecheck cannot: every card
// leads to a prerendered page, in the page table's order, with its words in both languages.
import { describe, expect, it } from 'vitest';
import { sitePages } from '~/pages';
import english from './calculator-words';
import hindi from './calculator-words.hi';
import { calculators } from './calculators';

const paths = calculators.map(([path]) => path);

describe('the calculator hub', () => {
  it("lists the spec's ten calculators in its order, then the lines added since", () => {
    expect(paths.slice(0, 10)).toEqual([
      '/term-insurance',
      '/health-insurance',
      '/car-insurance',
      '/twowheeler-insurance',
      '/travel-insurance',
      '/nri-term-insurance',
      '/family-health-insurance',
      '/women-term-insurance',
      '/child-savings',
      '/employee-health-insurance',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leads each card to a prerendered page of the site', () => {
    for (const path of paths) {
      expect(sitePages.find((page) => `/${page.path}` === path)?.prerender, path).toBe(true);
    }
  });

  it('has every card, and only those, in English and in Hindi', () => {
    for (const words of [english, hindi]) {
      expect(Object.keys(words.cards).sort()).toEqual([...paths].sort());
      for (const [title, summary] of Object.values(words.cards)) {
        expect(title).not.toBe('');
        expect(summary).not.toBe('');
      }
    }
  });
});
