import { CHILD_FEATURE_CHIPS, CHILD_INCOME_RANGES } from '@bimasetu/contract';
import { planEntry, planIdsOf } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { filterChildPlans, NO_CHILD_FILTERS, returnBandOf } from './child-plan-filters';
import { CHILD_PLANS } from './child-plans';

describe('child savings list', () => {
  it('holds 16 plans', () => {
    expect(CHILD_PLANS).toHaveLength(16);
    expect(filterChildPlans(CHILD_PLANS, NO_CHILD_FILTERS)).toHaveLength(16);
  });

  it('is the contract’s plan directory: each plan’s insurer and name its entry’s, the fund the name after the insurer', () => {
    expect(CHILD_PLANS.map((p) => p.id)).toEqual(planIdsOf('child-savings'));
    for (const plan of CHILD_PLANS) {
      const entry = planEntry('child-savings', plan.id);
      expect(entry, plan.id).toEqual({ name: `${plan.company} ${plan.fund}`, insurer: plan.company });
      expect(plan.fund, plan.id).toMatch(/\S/);
      expect(plan.returns, plan.id).toMatch(/^\d+\.\d%$/);
    }
  });

  it('puts 13% in the top band, 12% and 12.9% in the middle and 11.9% below', () => {
    expect(returnBandOf({ returns: '13.0%' })).toBe('high');
    expect(returnBandOf({ returns: '12.9%' })).toBe('mid');
    expect(returnBandOf({ returns: '12.0%' })).toBe('mid');
    expect(returnBandOf({ returns: '11.9%' })).toBe('low');
  });

  it('filters by one or more return bands', () => {
    const high = filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, bands: ['high'] });
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((p) => Number.parseFloat(p.returns) >= 13)).toBe(true);
    const lowOrMid = filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, bands: ['low', 'mid'] });
    expect(lowOrMid.every((p) => Number.parseFloat(p.returns) < 13)).toBe(true);
    expect(high.length + lowOrMid.length).toBe(16);
  });

  it('searches company and fund separately, ignoring case', () => {
    expect(
      filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, company: 'hdfc' }).map((p) => p.company),
    ).toEqual(['HDFC Life']);
    const equity = filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, fund: 'EQUITY' });
    expect(equity.length).toBeGreaterThan(1);
    expect(equity.every((p) => /equity/i.test(p.fund))).toBe(true);
    expect(
      filterChildPlans(CHILD_PLANS, { bands: ['low'], company: 'lic', fund: 'growth' }).map((p) => p.company),
    ).toEqual(['LIC']);
  });

  it('lists by insurer then fund, never by the returns that are not yet checked', () => {
    const listed = filterChildPlans(CHILD_PLANS, NO_CHILD_FILTERS);
    const names = listed.map((p) => `${p.company} ${p.fund}`);
    expect(names).toEqual(CHILD_PLANS.map((p) => `${p.company} ${p.fund}`).sort());
    const returns = listed.map((p) => Number.parseFloat(p.returns));
    expect(returns).not.toEqual([...returns].sort((a, b) => b - a));
    // the same plans whatever the order they are given in
    expect(filterChildPlans([...CHILD_PLANS].reverse(), NO_CHILD_FILTERS)).toEqual(listed);
  });

  it('has the spec’s fixed chips but its tax ceiling, and the five income ranges of the spec', () => {
    // "Save Tax Upto ₹6.96 Lac" does not follow from the visitor's premium: the card works out their own
    expect(CHILD_FEATURE_CHIPS).toEqual(['Triple Benefit', 'Instant Tax Receipt', 'Inbuilt Life Cover']);
    expect(CHILD_INCOME_RANGES).toEqual([
      'Below ₹3 Lakhs',
      '₹3 - ₹5 Lakhs',
      '₹5 - ₹10 Lakhs',
      '₹10 - ₹20 Lakhs',
      'Above ₹20 Lakhs',
    ]);
  });
});
