import { describe, expect, it } from 'vitest';
import {
  filterByClaimRatio,
  parseCompareParam,
  plansByIds,
  showCompareBar,
  toggleCompare,
} from './employee-compare';
import { EMPLOYEE_PLANS } from './employee-plans';

describe('employee plan list', () => {
  it('holds 16 plans', () => {
    expect(EMPLOYEE_PLANS).toHaveLength(16);
    const all = filterByClaimRatio(EMPLOYEE_PLANS, 0);
    expect(all).toHaveLength(16);
    expect(all.map((p) => p.price)).toEqual(EMPLOYEE_PLANS.map((p) => p.price).sort((a, b) => a - b));
  });

  it('keeps plans strictly above 95% or 97%', () => {
    const over95 = filterByClaimRatio(EMPLOYEE_PLANS, 95);
    const over97 = filterByClaimRatio(EMPLOYEE_PLANS, 97);
    expect(over95.every((p) => p.claimRatio > 95)).toBe(true);
    expect(over97.every((p) => p.claimRatio > 97)).toBe(true);
    expect(over97.length).toBeLessThan(over95.length);
    expect(over95.length).toBeLessThan(16);
    const edge = [{ ...EMPLOYEE_PLANS[0]!, claimRatio: 95 }];
    expect(filterByClaimRatio(edge, 95)).toEqual([]);
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
