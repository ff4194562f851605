import { childLeadSchema } from '@bimasetu/contract';
import { LINES, pricePlan } from '@bimasetu/contract/lines';
import { projectChildPlan } from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';
import { readChildList, rememberPricedChild } from './child-list-inputs';
import { CHILD_PLANS } from './child-plans';

const FAMILY = { parentAge: 41, childAge: 9, incomeBand: '₹3 - ₹5 Lakhs' };

describe('the child lead a buying button leaves for the application form', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the family the card was projected for, in the lead’s own fields only, with nothing invented', () => {
    rememberPricedChild(FAMILY);
    const lead = rememberedQuote('child-savings');
    expect(lead).toEqual({ parentAge: '41', childAge: '9', income: '₹3 - ₹5 Lakhs' });
    expect(Object.keys(lead ?? {}).every((key) => key in childLeadSchema.shape)).toBe(true);
  });

  it('keeps the name, mobile, email and city the form was told, the family the card’s', () => {
    const told = { ...LINES['child-savings'].example };
    rememberQuote('child-savings', told);
    rememberPricedChild(FAMILY);
    const lead = rememberedQuote('child-savings');
    expect(lead).toEqual({ ...told, parentAge: '41', childAge: '9', income: '₹3 - ₹5 Lakhs' });
    expect(childLeadSchema.safeParse(lead).success).toBe(true);
  });

  it('prices through the server’s own function to the card’s own figure', () => {
    const read = readChildList(new URLSearchParams('parentAge=41&childAge=9&income=₹3 - ₹5 Lakhs'));
    expect(read.family).toEqual(FAMILY);
    rememberPricedChild(read.family);
    const priced = pricePlan(
      'child-savings',
      CHILD_PLANS[0]!.id,
      rememberedQuote('child-savings')!,
      new Date(),
    );
    const card = projectChildPlan('child', read.family);
    expect(card?.yearlySaving).toBeGreaterThan(0);
    expect(priced.ok && priced.parts.figures.yearlySaving).toBe(card?.yearlySaving);
    expect(priced.ok && priced.parts.figures.lifeCover).toBe(card?.lifeCover);
  });
});
