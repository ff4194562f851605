import { describe, expect, it } from 'vitest';
import { LEAD_LINES } from '../leads/lead-lines.ts';
import { planIdsOf } from '../rating/plan-directory.ts';
import { LINES } from './registry.ts';

// the bench's day, for which every line's example lead was written
const today = new Date(2026, 10, 22);

describe('LINES', () => {
  it('holds every lead line, each under its own name', () => {
    expect(Object.keys(LINES).sort()).toEqual([...LEAD_LINES].sort());
    for (const line of LEAD_LINES) expect(LINES[line].line).toBe(line);
  });

  it.each(LEAD_LINES)('%s: its example lead passes its schema and is priced on at least one plan', (line) => {
    const def = LINES[line];
    expect(def.leadSchema.safeParse(def.example).success).toBe(true);
    expect(def.quoteSchema.safeParse(def.example).success).toBe(true);
    const read = def.read(def.example, today);
    expect(read).not.toBeNull();
    const prices = def.planIds().map((planId) => read!.price(planId));
    expect(prices.some((p) => p.offered)).toBe(true);
    for (const p of prices) if (p.offered) expect(p.quote.total).toBeGreaterThan(0);
  });

  it.each(LEAD_LINES.filter((l) => l !== 'child-savings'))(
    '%s: prices exactly the plans the directory names',
    (line) => {
      expect([...LINES[line].planIds()].sort()).toEqual([...planIdsOf(line)].sort());
    },
  );

  it('prices an application’s child quote from the family alone: the form’s contact and city are not needed', () => {
    const { name: _n, mobile: _m, email: _e, city: _c, ...family } = LINES['child-savings'].example;
    expect(LINES['child-savings'].leadSchema.safeParse(family).success).toBe(false);
    expect(LINES['child-savings'].quoteSchema.safeParse(family).success).toBe(true);
    // what the projection reads stays required, and a field sent is checked by the form's own rule
    const { income: _i, ...noIncome } = family;
    expect(LINES['child-savings'].quoteSchema.safeParse(noIncome).success).toBe(false);
    expect(LINES['child-savings'].quoteSchema.safeParse({ ...family, city: '' }).success).toBe(false);
    // a line whose price reads its whole lead checks a quote by the lead schema itself
    expect(LINES.term.quoteSchema).toBe(LINES.term.leadSchema);
  });

  it('answers a typed reason, never a missing quote, for a plan it does not sell', () => {
    const read = LINES.term.read({ ...LINES.term.example, dob: '01/01/1960' }, today)!;
    const past65 = LINES.term.planIds().map((id) => read.price(id));
    expect(past65.some((p) => !p.offered && p.reason === 'outside-entry-age')).toBe(true);
    expect(LINES.travel.read(LINES.travel.example, today)!.price('no-such-plan')).toEqual({
      offered: false,
      reason: 'no-rates',
    });
  });
});
