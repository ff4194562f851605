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
