// The server names a plan from the contract's plan directory; every plan list of the web app must agree with it,
// so the tracker, the adviser's view and the card a customer clicked all say the same plan and insurer.
import { planEntry, planIdsOf } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { CHILD_PLANS } from './features/child-savings/child-plans';
import { EMPLOYEE_PLANS } from './features/employee/employee-plans';
import { FAMILY_HEALTH_PLANS } from './features/health/family-health-plans.data';
import { HEALTH_PLANS } from './features/health/health-plans.data';
import { CAR_PLANS } from './features/motor/car-plans.data';
import { TWO_WHEELER_PLANS } from './features/motor/two-wheeler-plans.data';
import { NRI_TERM_PLANS } from './features/term/nri-term-plans.data';
import { TERM_PLANS } from './features/term/term-plans.data';
import { WOMEN_TERM_PLANS } from './features/term/women-term-plans.data';
import { TRAVEL_PLANS } from './features/travel/travel-plans';

const lists = {
  term: TERM_PLANS.map((p) => [`term-${p.id}`, p.name, p.insurer]),
  'nri-term': NRI_TERM_PLANS.map((p) => [`nri-term-${p.id}`, p.name, p.insurer]),
  'women-term': WOMEN_TERM_PLANS.map((p) => [`women-term-${p.id}`, p.name, p.insurer]),
  health: HEALTH_PLANS.map((p) => [`health-${p.id}`, p.planName, p.companyName]),
  'family-health': FAMILY_HEALTH_PLANS.map((p) => [`family-health-${p.id}`, p.planName, p.companyName]),
  car: CAR_PLANS.map((p) => [`car-${p.id}`, p.name, p.logo]),
  'two-wheeler': TWO_WHEELER_PLANS.map((p) => [`two-wheeler-${p.id}`, p.name, p.logo]),
  travel: TRAVEL_PLANS.map((p) => [p.id, `${p.name} ${p.plan}`, p.name]),
  'employee-health': EMPLOYEE_PLANS.map((p) => [p.id, p.name, p.insurer]),
  'child-savings': CHILD_PLANS.map((p) => [p.id, `${p.company} ${p.fund}`, p.company]),
} as const;

describe('the contract’s plan directory', () => {
  it.each(Object.entries(lists))('names every %s plan as its list does, and no other', (line, plans) => {
    const key = line as keyof typeof lists;
    for (const [id, name, insurer] of plans)
      expect(planEntry(key, String(id)), id).toEqual({ name, insurer });
    expect(planIdsOf(key)).toEqual(plans.map(([id]) => id));
  });

  it('knows no plan of one line under another', () => {
    expect(planEntry('term', 'health-1')).toBeUndefined();
    expect(planEntry('term', '1')).toBeUndefined();
    expect(planEntry('nri-term', 'term-1')).toBeUndefined();
    expect(planEntry('health', 'toString')).toBeUndefined();
  });
});
