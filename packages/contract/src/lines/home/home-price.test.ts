import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINES } from '../registry.ts';
import { contentsIncluded, priceHome, type HomeQuote } from './home-price.ts';
import { HOME_PLAN_RATES } from './home-rates.ts';
import { homeAmount, homeInputs, homeMessages, homeProblem } from './home-rules.ts';
import { homeLeadSchema } from './lead.ts';

const quoteOf = (planId: string, inputs: Parameters<typeof priceHome>[1]) => {
  const priced = priceHome(planId, inputs);
  if (!priced.offered) throw new Error(priced.reason);
  return priced.quote as HomeQuote;
};

describe('the home premium', () => {
  it('prices ₹1 crore of building at the insurer’s published figure, plus 18% GST', () => {
    // Digit: ₹2,466 for ₹1 crore; contents of ₹10 lakh are inside the free 20% (capped at ₹10 lakh)
    const quote = quoteOf('home-digit', {
      occupancy: 'owner',
      building: 10_000_000,
      contents: 1_000_000,
      valuables: 0,
      city: 'Pune',
    });
    expect(quote.basePremium).toBe(2_466);
    expect(quote.gst).toBe(444); // 2,466 x 0.18 = 443.88
    expect(quote.total).toBe(2_910);
  });

  it('charges declared contents above the free cover and valuables at the same rate', () => {
    // the line's example: an owner's 1200 sq ft at ₹2,500 in Pune, ₹8 lakh of contents declared, ₹2 lakh of valuables
    const inputs = homeInputs(homeLeadSchema.parse(LINES.home.example));
    // 1200 sq ft x ₹2,500 = ₹30 lakh of building; contents covered without declaring them: 20% of it, ₹6 lakh
    expect(inputs.building).toBe(3_000_000);
    expect(contentsIncluded(inputs)).toBe(600_000);
    const quote = quoteOf('home-digit', inputs);
    // 30,00,000 x 0.0002466 = 739.8 -> 740; 2,00,000 declared -> 49.32 -> 49; 2,00,000 valuables -> 49
    expect(quote.breakdown.map((l) => l.amount)).toEqual([740, 49, 49]);
    expect(quote.basePremium).toBe(838);
  });

  it('insures only contents for a tenant', () => {
    const quote = quoteOf(
      'home-new-india',
      homeInputs({ occupancy: 'tenant', contentsValue: '500000', city: 'Delhi' }),
    );
    expect(quote.building).toBe(0);
    expect(quote.contentsIncluded).toBe(0);
    expect(quote.basePremium).toBe(150); // 5,00,000 x 3,000 / 1 crore
  });

  it('never falls as the rebuild value, the contents or the valuables rise', () => {
    const amount = fc.integer({ min: 0, max: 50_000_000 });
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(HOME_PLAN_RATES)),
        amount,
        amount,
        amount,
        fc.integer({ min: 1, max: 5_000_000 }),
        (id, building, contents, valuables, more) => {
          const base = {
            occupancy: 'owner' as const,
            building: building + 1,
            contents,
            valuables,
            city: 'Pune',
          };
          const total = quoteOf(id, base).total;
          expect(quoteOf(id, { ...base, building: base.building + more }).total).toBeGreaterThanOrEqual(
            total,
          );
          expect(quoteOf(id, { ...base, contents: contents + more }).total).toBeGreaterThanOrEqual(total);
          expect(quoteOf(id, { ...base, valuables: valuables + more }).total).toBeGreaterThanOrEqual(total);
        },
      ),
    );
  });

  it('refuses answers outside the stated limits, and the lead schema says the field', () => {
    expect(
      homeProblem({
        occupancy: 'owner',
        basis: 'rebuild',
        rebuildValue: '5000',
        contentsValue: '0',
        city: 'Pune',
      })?.field,
    ).toBe('rebuildValue');
    expect(homeProblem({ occupancy: 'tenant', contentsValue: '0', city: 'Pune' })?.field).toBe(
      'contentsValue',
    );
    const parsed = LINES.home.leadSchema.safeParse({ ...LINES.home.example, costPerSqFt: '12' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['costPerSqFt']);
  });
});

describe('home amounts as typed', () => {
  it.each([
    ['12 lakh', 1_200_000],
    ['1.5 lakh', 150_000],
    ['Rs. 12,00,000', 1_200_000],
    ['₹2 crore', 20_000_000],
    ['12,00,000', 1_200_000],
    ['1200000', 1_200_000],
  ])('reads "%s" as %i rupees', (typed, rupees) => {
    expect(homeAmount(typed)).toBe(rupees);
  });

  it('prices a tenant’s "12 lakh" of belongings as ₹12 lakh, not ₹12', () => {
    const answers = {
      occupancy: 'tenant',
      contentsValue: '12 lakh',
      valuablesValue: '1.5 lakh',
      city: 'Pune',
    } as const;
    expect(homeProblem(answers)).toBeUndefined();
    expect(homeInputs(answers)).toMatchObject({ contents: 1_200_000, valuables: 150_000 });
  });

  it('refuses what it cannot read with its own message, and keeps the limits', () => {
    expect(homeAmount('twelve lakh')).toBeNaN();
    expect(homeProblem({ occupancy: 'tenant', contentsValue: 'twelve lakh', city: 'Pune' })).toEqual({
      field: 'contentsValue',
      message: homeMessages.unreadable,
    });
    expect(homeProblem({ occupancy: 'tenant', contentsValue: '6 crore', city: 'Pune' })?.message).toBe(
      homeMessages.contents,
    );
    const lead = { ...LINES.home.example, contentsValue: 'Rs. 12,00,000/-' };
    expect(homeLeadSchema.safeParse(lead).success).toBe(true);
  });
});
