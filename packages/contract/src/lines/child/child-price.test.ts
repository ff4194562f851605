import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childTaxSaving, childTerm, projectChildPlan } from './child-price.ts';
import { factInEnglish } from '../../rating/facts.ts';
import { CHILD_INCOME_BANDS } from './child-rates.ts';

describe('child savings projection', () => {
  it('projects a ₹1.2 lakh yearly saving for a 3-year-old by hand', () => {
    // ₹10-20 lakh band saves ₹1,20,000 a year; the child is 3, so 15 years to age 18.
    // At 8%: 1.08^15 = 3.172169; (3.172169 − 1) / 0.08 × 1.08 = 29.324283; × 120000 = ₹35,18,914.
    // At 4%: 1.04^15 = 1.800944; (0.800944 / 0.04) × 1.04 = 20.824531; × 120000 = ₹24,98,944.
    // Life cover 10 × 1,20,000 (parent under 45); 80C saves 1,20,000 × 30% × 1.04 = ₹37,440 a year, ₹5,61,600 in all.
    const p = projectChildPlan('hdfc-life-sanchay', {
      parentAge: 30,
      childAge: 3,
      incomeBand: '₹10 - ₹20 Lakhs',
    });
    expect(p).toMatchObject({
      term: 15,
      maturityAt8: 3518914,
      maturityAt4: 2498944,
      lifeCover: 1200000,
      taxSavedPerYear: 37440,
      taxSavedOverTerm: 561600,
      rateVersion: 'child-2026-12',
    });
    expect(p?.facts).toEqual([
      { code: 'child-saving', parentAge: 30, yearlySaving: 120000, years: 15, childAgeAtEnd: 18 },
    ]);
    expect(p?.assumptions).toEqual([
      'For a 30-year-old parent saving ₹1.2 lakh a year for 15 years, until the child is 18.',
    ]);
    expect(p?.facts.map(factInEnglish)).toEqual(p?.assumptions);
  });

  it('saves at least 10 years, gives 7× cover from 45, and no tax to save up to ₹5 lakh', () => {
    expect(childTerm(17)).toBe(10);
    const p = projectChildPlan('x', { parentAge: 45, childAge: 12, incomeBand: '₹3 - ₹5 Lakhs' });
    expect(p).toMatchObject({ term: 10, lifeCover: 7 * 36000, taxSavedPerYear: 0 });
    expect(p?.facts).toEqual([
      { code: 'child-saving', parentAge: 45, yearlySaving: 36000, years: 10, childAgeAtEnd: 22 },
    ]);
    expect(p?.assumptions).toEqual([
      'For a 45-year-old parent saving ₹0.36 lakh a year for 10 years, until the child is 22.',
    ]);
    expect(projectChildPlan('x', { parentAge: 30, childAge: 3, incomeBand: 'unknown' })).toBeNull();
  });

  it('saves tax on the visitor’s own premium, up to section 80C’s ₹1.5 lakh, at their slab with 4% cess', () => {
    const at = (yearlyPremium: number, incomeBand = '₹10 - ₹20 Lakhs') =>
      projectChildPlan('x', { parentAge: 30, childAge: 3, incomeBand, yearlyPremium })!;
    // below the cap: 1,49,000 × 30% × 1.04 = 46,488
    expect(at(149000).tax).toEqual({
      deduction: 149000,
      capped: false,
      limit: 'none',
      sumAssured: 1490000,
      slabRate: 0.3,
      cess: 0.04,
      perYear: 46488,
      maturity: 'tax-free',
    });
    // at the cap: 1,50,000 × 0.312 = 46,800, and 15 years of it
    expect(at(150000)).toMatchObject({ taxSavedPerYear: 46800, taxSavedOverTerm: 702000 });
    expect(at(150000).tax.capped).toBe(false);
    // above it: only ₹1.5 lakh counts, though the payout grows on the whole premium
    expect(at(151000).tax).toMatchObject({ deduction: 150000, capped: true, limit: '80C', perYear: 46800 });
    expect(at(250000).taxSavedPerYear).toBe(46800);
    expect(at(250000).maturityAt8).toBeGreaterThan(at(150000).maturityAt8);
    // each slab of the old regime, for the same ₹1 lakh premium
    const slabs: [string, number][] = [
      ['Below ₹3 Lakhs', 0], // the 87A rebate leaves no tax to save up to ₹5 lakh
      ['₹3 - ₹5 Lakhs', 0],
      ['₹5 - ₹10 Lakhs', 20800], // 1,00,000 × 20% × 1.04
      ['₹10 - ₹20 Lakhs', 31200], // × 30% × 1.04
      ['Above ₹20 Lakhs', 31200],
    ];
    for (const [band, perYear] of slabs) expect(at(100000, band).taxSavedPerYear, band).toBe(perYear);
    expect(childTaxSaving(0, 0.3, 0).perYear).toBe(0);
    expect(
      projectChildPlan('x', { parentAge: 30, childAge: 3, incomeBand: 'Above ₹20 Lakhs', yearlyPremium: -1 }),
    ).toBeNull();
  });

  it('caps the deduction at 10% of the cover under section 80C(3A), and taxes the maturity under 10(10D), below 10× cover', () => {
    const at = (parentAge: number, yearlyPremium: number) =>
      projectChildPlan('x', { parentAge, childAge: 3, incomeBand: '₹10 - ₹20 Lakhs', yearlyPremium })!;
    // the reviewer's case: parent 50, ₹1.5 lakh a year → 7× cover ₹10.5 lakh; 10% of it, ₹1,05,000, counts:
    // 1,05,000 × 30% × 1.04 = ₹32,760 a year (not ₹46,800), and the maturity is taxable
    expect(at(50, 150000)).toMatchObject({ lifeCover: 1050000, coverMultiple: 7, taxSavedPerYear: 32760 });
    expect(at(50, 150000).taxSavedOverTerm).toBe(32760 * 15);
    expect(at(50, 150000).tax).toMatchObject({
      deduction: 105000,
      capped: true,
      limit: '80C(3A)',
      sumAssured: 1050000,
      maturity: 'premium-over-10%-of-cover',
    });
    // the edge at 45: at 44 the cover is 10× and the whole premium counts; at 45 it is 7× and 70% of it counts
    expect(at(44, 100000).tax).toMatchObject({ deduction: 100000, limit: 'none', maturity: 'tax-free' });
    expect(at(44, 100000).taxSavedPerYear).toBe(31200);
    expect(at(45, 100000).tax).toMatchObject({
      deduction: 70000,
      limit: '80C(3A)',
      maturity: 'premium-over-10%-of-cover',
    });
    expect(at(45, 100000).taxSavedPerYear).toBe(21840); // 70,000 × 0.312
    // at 7× a large premium meets 80C's ₹1.5 lakh first (10% of ₹17.5 lakh is ₹1.75 lakh), the maturity still taxed
    expect(at(45, 250000).tax).toMatchObject({
      deduction: 150000,
      limit: '80C',
      maturity: 'premium-over-10%-of-cover',
    });
    // at 10×: up to ₹2.5 lakh the maturity is tax-free; above it the ULIP rule of 01/02/2021 taxes it
    expect(at(30, 250000).tax).toMatchObject({ deduction: 150000, limit: '80C', maturity: 'tax-free' });
    expect(at(30, 251000).tax).toMatchObject({
      deduction: 150000,
      limit: '80C',
      maturity: 'premium-over-2.5-lakh',
    });
    // exactly 10% of the cover counts in full; a rupee under, and the cap and the 10(10D) loss begin
    expect(childTaxSaving(100000, 0.3, 1000000)).toMatchObject({
      deduction: 100000,
      limit: 'none',
      maturity: 'tax-free',
    });
    expect(childTaxSaving(100000, 0.3, 999990)).toMatchObject({
      deduction: 99999,
      limit: '80C(3A)',
      maturity: 'premium-over-10%-of-cover',
    });
  });

  it('never projects less for a younger child (a longer saving), and 8% never below 4%', () => {
    const band = fc.constantFrom(...Object.keys(CHILD_INCOME_BANDS));
    fc.assert(
      fc.property(
        band,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 0, max: 17 }),
        (incomeBand, a, b) => {
          const [young, old] = a <= b ? [a, b] : [b, a];
          const y = projectChildPlan('x', { parentAge: 35, childAge: young, incomeBand })!;
          const o = projectChildPlan('x', { parentAge: 35, childAge: old, incomeBand })!;
          expect(y.maturityAt8).toBeGreaterThanOrEqual(o.maturityAt8);
          expect(y.maturityAt8).toBeGreaterThanOrEqual(y.maturityAt4);
          expect(y.maturityAt4).toBeGreaterThanOrEqual(y.yearlySaving * y.term);
        },
      ),
    );
  });
});
