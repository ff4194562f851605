import { describe, expect, it } from 'vitest';
import { POLICY_TYPES } from '../constants.ts';
import { LEAD_LINES } from '../leads/lead-lines.ts';
import { planIdsOf } from '../rating/plan-directory.ts';
import { lineApplications, type ApplicationLine } from './line-names.ts';
import { pricePlan } from './price-plan.ts';
import { LINES } from './registry.ts';

// the bench's day, for which every line's example lead was written
const today = new Date(2026, 10, 22);
const applications = lineApplications();
const sold = Object.keys(applications) as ApplicationLine[];

describe('how the application form sells each line (its folder’s application.ts)', () => {
  it('covers every line but travel, which is booked on its own', () => {
    expect(LEAD_LINES.filter((line) => !Object.hasOwn(applications, line))).toEqual([
      'travel',
      'travel-booking',
    ]);
  });

  it.each(sold)('%s: its premium and the figure beside it are figures its quote has', (line) => {
    const { shownAs, policyType } = applications[line];
    expect(POLICY_TYPES).toContain(policyType);
    // the plans a customer applies for: the plan directory's (a child plan's list prices one projection)
    const priced = planIdsOf(line)
      .map((planId) => pricePlan(line, planId, LINES[line].example, today))
      .find((answer) => answer.ok);
    if (!priced?.ok) throw new Error(`${line}: the example lead should price some plan`);
    expect(priced.parts.figures[shownAs.amount]).toBeGreaterThan(0);
    if (shownAs.detail) expect(priced.parts.figures[shownAs.detail.figure]).toBeGreaterThan(0);
  });

  it.each(sold)('%s: each application field it prefills is a field of its example lead', (line) => {
    const example = LINES[line].example;
    for (const key of Object.values(applications[line].leadFields)) expect(example).toHaveProperty(key);
  });
});
