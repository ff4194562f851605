import { describe, expect, it } from 'vitest';
import { RENEWAL_RULES } from './renewal-rules.ts';
import { renewalDates } from './renewal-deadlines.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('renewalDates', () => {
  it('lays out a health renewal’s deadlines in date order, each citing its rule', () => {
    const dates = renewalDates('2027-06-01', 'Yearly', 'health', ist('2027-03-01T10:00:00'));
    expect(dates.deadlines.map((d) => [d.code, d.on, d.rule])).toEqual([
      ['portability-opens', '2027-04-02', 'portability'],
      ['portability-closes', '2027-04-17', 'portability'],
      ['notice-by', '2027-05-02', 'notice'],
      ['due', '2027-06-01', null],
      ['grace-ends', '2027-07-01', 'grace'],
    ]);
    for (const d of dates.deadlines) if (d.rule) expect(RENEWAL_RULES[d.rule].source.date).toMatch(/^\d{4}/);
    expect(dates.portability).toEqual({ open: false, opens: '2027-04-02', closes: '2027-04-17' });
    expect(dates.noClaimBonus).toBeNull();
    expect(RENEWAL_RULES.grace.source).toMatchObject({
      title: 'IRDAI Master Circular on Health Insurance Business',
      date: '2024-05-29',
    });
  });

  it('keeps a health renewal’s 30 days of grace: the last day counts 0, the day after -1', () => {
    const grace = (local: string) =>
      renewalDates('2027-06-01', 'Yearly', 'health', ist(local)).deadlines.find(
        (d) => d.code === 'grace-ends',
      );
    expect(grace('2027-07-01T23:59:59')).toEqual({
      code: 'grace-ends',
      on: '2027-07-01',
      daysLeft: 0,
      rule: 'grace',
    });
    expect(grace('2027-07-02T00:00:00')?.daysLeft).toBe(-1);
  });

  it('ends a monthly term premium’s grace on day 15, citing the life rule, not the health circular', () => {
    const onDay = (local: string) => renewalDates('2027-02-14', 'Monthly', 'life', ist(local));
    const inGrace = onDay('2027-03-01T23:59:59');
    expect(inGrace.graceEnds).toBe('2027-03-01');
    expect(inGrace.deadlines.find((d) => d.code === 'grace-ends')).toEqual({
      code: 'grace-ends',
      on: '2027-03-01',
      daysLeft: 0,
      rule: 'lifeGrace',
    });
    expect(onDay('2027-03-02T00:00:00').deadlines.find((d) => d.code === 'grace-ends')?.daysLeft).toBe(-1);
    expect(RENEWAL_RULES.lifeGrace.source).toMatchObject({
      title: 'IRDAI (Non-Linked Insurance Products) Regulations, 2019',
      date: '2019-07-08',
    });
    expect(onDay('2027-02-10T10:00:00').deadlines.map((d) => d.rule)).not.toContain('grace');
  });

  it.each(['motor', 'other'] as const)(
    'gives a %s policy no grace deadline: cover ends on the due date',
    (kind) => {
      const dates = renewalDates('2027-01-10', 'Yearly', kind, ist('2027-01-10T23:59:59'));
      expect(dates.graceEnds).toBeNull();
      expect(dates.deadlines.map((d) => d.code)).not.toContain('grace-ends');
      expect(dates.deadlines.map((d) => d.rule)).not.toContain('grace');
      expect(dates.deadlines.find((d) => d.code === 'due')?.daysLeft).toBe(0);
    },
  );

  it('opens portability on its first day and closes it after its last, in India time', () => {
    const open = (local: string) =>
      renewalDates('2027-06-01', 'Yearly', 'health', ist(local)).portability?.open;
    expect(open('2027-04-01T23:59:59')).toBe(false);
    expect(open('2027-04-02T00:00:00')).toBe(true);
    expect(open('2027-04-17T23:59:59')).toBe(true);
    expect(open('2027-04-18T00:00:00')).toBe(false);
  });

  it('counts days from today in India, which at 00:10 IST is a day ahead of UTC', () => {
    const dates = renewalDates('2027-06-01', 'Monthly', 'life', ist('2027-05-31T00:10:00'));
    expect(dates.today).toBe('2027-05-31');
    expect(dates.deadlines.find((d) => d.code === 'due')?.daysLeft).toBe(1);
    expect(dates.graceEnds).toBe('2027-06-16');
    expect(dates.portability).toBeNull();
  });

  it('warns a motor owner of the day after which the no-claim bonus is lost', () => {
    const before = renewalDates('2027-01-10', 'Yearly', 'motor', ist('2027-01-05T10:00:00'));
    expect(before.noClaimBonus).toEqual({ lostAfter: '2027-04-10', daysLeft: null });
    expect(before.deadlines.at(-1)).toMatchObject({
      code: 'no-claim-bonus-lost-after',
      on: '2027-04-10',
      rule: 'motorNoClaimBonus',
    });
    const lastDay = renewalDates('2027-01-10', 'Yearly', 'motor', ist('2027-04-10T23:59:59'));
    expect(lastDay.noClaimBonus?.daysLeft).toBe(0);
    const gone = renewalDates('2027-01-10', 'Yearly', 'motor', ist('2027-04-11T00:00:00'));
    expect(gone.noClaimBonus?.daysLeft).toBeNull();
  });
});
