import { CHILD_FEATURE_CHIPS, CHILD_INCOME_RANGES } from '@bimasetu/contract';
import { planEntry, planIdsOf } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { filterChildPlans, NO_CHILD_FILTERS, returnBandOf, withoutReturn } from './child-plan-filters';
import { CHILD_CARD_CHIPS, CHILD_PLANS, type ChildPlan } from './child-plans';

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
    }
  });

  it('shows no 10-year return without its factsheet and date: none is published here yet', () => {
    // the catalogue's 14.2%, 16.4%, … had no source; a figure comes back only with the insurer's factsheet
    for (const plan of CHILD_PLANS) expect(plan.returns, plan.id).toBeNull();
  });

  it('puts 13% in the top band, 12% and 12.9% in the middle, 11.9% below, and no figure in none', () => {
    const at = (percent: number): Pick<ChildPlan, 'returns'> => ({
      returns: { percent, source: 'https://example.in/factsheet.pdf', asOf: '31/10/2026' },
    });
    expect(returnBandOf(at(13))).toBe('high');
    expect(returnBandOf(at(12.9))).toBe('mid');
    expect(returnBandOf(at(12))).toBe('mid');
    expect(returnBandOf(at(11.9))).toBe('low');
    expect(returnBandOf({ returns: null })).toBeNull();
  });

  it('leaves a plan without a published return out of every band, and counts it', () => {
    const withFigure: ChildPlan = {
      ...CHILD_PLANS[0]!,
      returns: { percent: 13.5, source: 'https://example.in/factsheet.pdf', asOf: '31/10/2026' },
    };
    const plans = [withFigure, ...CHILD_PLANS.slice(1)];
    expect(filterChildPlans(plans, { ...NO_CHILD_FILTERS, bands: ['high'] })).toEqual([withFigure]);
    expect(filterChildPlans(plans, { ...NO_CHILD_FILTERS, bands: ['low', 'mid'] })).toEqual([]);
    expect(withoutReturn(plans, { ...NO_CHILD_FILTERS, bands: ['high'] })).toBe(15);
    expect(withoutReturn(plans, NO_CHILD_FILTERS)).toBe(0);
    expect(filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, bands: ['high', 'mid', 'low'] })).toEqual([]);
  });

  it('searches company and fund separately, ignoring case', () => {
    expect(
      filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, company: 'hdfc' }).map((p) => p.company),
    ).toEqual(['HDFC Life']);
    const equity = filterChildPlans(CHILD_PLANS, { ...NO_CHILD_FILTERS, fund: 'EQUITY' });
    expect(equity.length).toBeGreaterThan(1);
    expect(equity.every((p) => /equity/i.test(p.fund))).toBe(true);
    expect(
      filterChildPlans(CHILD_PLANS, { bands: [], company: 'lic', fund: 'growth' }).map((p) => p.company),
    ).toEqual(['LIC']);
  });

  it('lists by insurer then fund', () => {
    const listed = filterChildPlans(CHILD_PLANS, NO_CHILD_FILTERS);
    const names = listed.map((p) => `${p.company} ${p.fund}`);
    expect(names).toEqual(CHILD_PLANS.map((p) => `${p.company} ${p.fund}`).sort());
    // the same plans whatever the order they are given in
    expect(filterChildPlans([...CHILD_PLANS].reverse(), NO_CHILD_FILTERS)).toEqual(listed);
  });

  it('shows the spec’s chips but its tax ceiling and the tax receipt, and the five income ranges of the spec', () => {
    // "Save Tax Upto ₹6.96 Lac" does not follow from the visitor's premium: the card works out their own
    expect(CHILD_FEATURE_CHIPS).toEqual(['Triple Benefit', 'Instant Tax Receipt', 'Inbuilt Life Cover']);
    // we take no payment, so we issue no tax receipt, instant or not
    expect(CHILD_CARD_CHIPS).toEqual(['Triple Benefit', 'Inbuilt Life Cover']);
    expect(CHILD_INCOME_RANGES).toEqual([
      'Below ₹3 Lakhs',
      '₹3 - ₹5 Lakhs',
      '₹5 - ₹10 Lakhs',
      '₹10 - ₹20 Lakhs',
      'Above ₹20 Lakhs',
    ]);
  });
});
