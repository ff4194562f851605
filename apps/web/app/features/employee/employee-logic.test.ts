import { describe, expect, it } from 'vitest';
import {
  filterByClaimRatio,
  parseCompareParam,
  plansByIds,
  showCompareBar,
  toggleCompare,
  withoutClaimFigure,
} from './employee-compare';
import { EMPLOYEE_PLANS } from './employee-plans';

describe('employee plan list', () => {
  it('holds 16 plans', () => {
    expect(EMPLOYEE_PLANS).toHaveLength(16);
    const all = filterByClaimRatio(EMPLOYEE_PLANS, 0);
    expect(all).toHaveLength(16);
    expect(all.map((p) => p.price)).toEqual(EMPLOYEE_PLANS.map((p) => p.price).sort((a, b) => a - b));
  });

  it('gives every insurer its published claim settlement figure with year and source, or says why not', () => {
    const figures = Object.fromEntries(EMPLOYEE_PLANS.map((p) => [p.insurer, p.claimRatio]));
    // standalone health insurers: IRDAI Handbook 2023-24, health claims paid within 3 months
    expect(figures['Aditya Birla Health']).toMatchObject({ value: 92.97 });
    expect(figures['Care Health']).toMatchObject({ value: 92.77 });
    expect(figures['Niva Bupa']).toMatchObject({ value: 92.02 });
    expect(figures['Star Health']).toMatchObject({ value: 82.31 });
    expect(figures['Star Health']!.source).toMatch(/IRDAI Handbook .* \(FY 2023-24\)$/);
    expect(figures['ManipalCigna']).toMatchObject({ value: null, missing: 'not-published' });
    // a general insurer's figure covers all its lines, so there is no health figure to show
    expect(figures['HDFC ERGO']).toMatchObject({ value: null, missing: 'not-for-health-alone' });
    expect(EMPLOYEE_PLANS.filter((p) => p.claimRatio.value !== null)).toHaveLength(4);
  });

  it('keeps only plans with a published figure strictly above the threshold', () => {
    const withFigure = (value: number | null) => ({
      ...EMPLOYEE_PLANS[0]!,
      claimRatio: { value, source: 'test' },
    });
    const plans = [withFigure(97.5), withFigure(96), withFigure(95), withFigure(null)];
    expect(filterByClaimRatio(plans, 95).map((p) => p.claimRatio.value)).toEqual([97.5, 96]);
    expect(filterByClaimRatio(plans, 97).map((p) => p.claimRatio.value)).toEqual([97.5]);
    expect(withoutClaimFigure(plans, 95)).toBe(1);
    expect(withoutClaimFigure(plans, 0)).toBe(0);
    // no published figure on our list reaches 95%, so both thresholds leave the list empty
    expect(filterByClaimRatio(EMPLOYEE_PLANS, 95)).toEqual([]);
    expect(withoutClaimFigure(EMPLOYEE_PLANS, 97)).toBe(12);
  });
});

describe('compare selection', () => {
  it('adds up to three and refuses a fourth, keeping the three', () => {
    let ids: string[] = [];
    for (const id of ['a', 'b', 'c']) ids = toggleCompare(ids, id).ids;
    expect(ids).toEqual(['a', 'b', 'c']);
    const fourth = toggleCompare(ids, 'd');
    expect(fourth).toEqual({ ids: ['a', 'b', 'c'], refused: true });
  });

  it('removes a selected plan, which makes room again', () => {
    const removed = toggleCompare(['a', 'b', 'c'], 'b');
    expect(removed).toEqual({ ids: ['a', 'c'], refused: false });
    expect(toggleCompare(removed.ids, 'd').ids).toEqual(['a', 'c', 'd']);
  });

  it('shows the compare bar at two or more', () => {
    expect(showCompareBar(['a'])).toBe(false);
    expect(showCompareBar(['a', 'b'])).toBe(true);
  });

  it('reads the selection back from the URL, dropping unknown, repeated and extra ids', () => {
    const [p1, p2, p3, p4] = EMPLOYEE_PLANS.map((p) => p.id);
    expect(parseCompareParam(`${p1},nope,${p2},${p1},${p3},${p4}`, EMPLOYEE_PLANS)).toEqual([p1, p2, p3]);
    expect(parseCompareParam(null, EMPLOYEE_PLANS)).toEqual([]);
    expect(plansByIds([p3!, p1!], EMPLOYEE_PLANS).map((p) => p.id)).toEqual([p3, p1]);
  });
});
