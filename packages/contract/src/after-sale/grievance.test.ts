import { describe, expect, it } from 'vitest';
import { claimClock } from './claims.ts';
import { grievanceLadder, grievanceReasonFor } from './grievance.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('grievanceLadder', () => {
  const raisedAt = ist('2026-03-01T11:00:00');

  it('opens only the insurer grievance officer while the grievance is prepared', () => {
    const ladder = grievanceLadder({ claimAmount: 80_000 }, raisedAt);
    expect(ladder.map((step) => [step.rung, step.open])).toEqual([
      ['insurer-grievance-officer', true],
      ['bima-bharosa', false],
      ['ombudsman', false],
    ]);
  });

  it('opens Bima Bharosa after the 14th day ends unresolved, not on it', () => {
    const on14th = grievanceLadder({ raisedAt, claimAmount: 80_000 }, ist('2026-03-15T23:59:59'));
    expect(on14th[1]).toMatchObject({ rung: 'bima-bharosa', open: false });
    const after = grievanceLadder({ raisedAt, claimAmount: 80_000 }, ist('2026-03-16T00:00:00'));
    expect(after[1]).toMatchObject({ rung: 'bima-bharosa', open: true });
  });

  it('opens the Ombudsman a month after an unanswered grievance, for a year, up to ₹50 lakh', () => {
    const ladder = (now: string, amount = 80_000) =>
      grievanceLadder({ raisedAt, claimAmount: amount }, ist(now))[2]!;
    expect(ladder('2026-04-01T23:59:59').open).toBe(false);
    expect(ladder('2026-04-02T00:00:00').open).toBe(true);
    expect(ladder('2027-04-01T23:59:59').open).toBe(true);
    expect(ladder('2027-04-02T00:00:00').open).toBe(false);
    expect(ladder('2026-05-01T10:00:00', 5_000_000).open).toBe(true);
    expect(ladder('2026-05-01T10:00:00', 5_000_001)).toMatchObject({
      open: false,
      barred: 'over-ombudsman-limit',
    });
  });

  it('opens both at once when the insurer replies, the Ombudsman for a year from the reply', () => {
    const reply = ist('2026-03-05T15:00:00');
    const ladder = grievanceLadder(
      { raisedAt, insurerRepliedAt: reply, claimAmount: 80_000 },
      ist('2026-03-05T15:00:00'),
    );
    expect(ladder[1]!.open).toBe(true);
    expect(ladder[2]!.open).toBe(true);
    expect(ladder[2]!.closesAt?.getTime()).toBe(ist('2027-03-05T23:59:59.999').getTime());
  });

  it('carries a month from 31 January to the end of a leap February', () => {
    const ladder = grievanceLadder(
      { raisedAt: ist('2028-01-31T10:00:00'), claimAmount: 1 },
      ist('2028-02-29T23:59:59'),
    );
    expect(ladder[2]!.opensAt?.getTime()).toBe(ist('2028-02-29T23:59:59.999').getTime());
  });
});

describe('grievanceReasonFor', () => {
  const sent = ist('2026-06-10T10:00:00');
  it('prepares one on a rejection or a cashless clock run out, not while it runs', () => {
    expect(grievanceReasonFor('rejected', undefined)).toBe('claim-rejected');
    const moves = [{ state: 'submitted' as const, at: sent }];
    expect(
      grievanceReasonFor('submitted', claimClock('cashless', false, moves, ist('2026-06-10T11:00:00'))),
    ).toBeUndefined();
    expect(
      grievanceReasonFor('submitted', claimClock('cashless', false, moves, ist('2026-06-10T11:00:01'))),
    ).toBe('clock-ran-out');
  });
});
