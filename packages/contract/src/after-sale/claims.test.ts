import { describe, expect, it } from 'vitest';
import {
  CLAIM_DOCUMENTS,
  CLAIM_KINDS,
  CLAIM_STATES,
  CLAIM_TRANSITIONS,
  canMoveClaim,
  claimClock,
  claimNextStates,
  deductionsBalance,
} from './claims.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('the claim state machine', () => {
  it('goes from intimation through the insurer to paid and closed', () => {
    const path = [
      'intimated',
      'documents-pending',
      'submitted',
      'query-raised',
      'submitted',
      'partly-approved',
      'paid',
      'closed',
    ] as const;
    for (let i = 1; i < path.length; i += 1) expect(canMoveClaim(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('refuses skipping the insurer, paying a rejection and reopening a closed claim', () => {
    expect(canMoveClaim('intimated', 'approved')).toBe(false);
    expect(canMoveClaim('rejected', 'paid')).toBe(false);
    expect(canMoveClaim('closed', 'intimated')).toBe(false);
    expect(canMoveClaim('documents-pending', 'query-raised')).toBe(false);
  });

  it('lets every state but closed move on, to states that exist', () => {
    for (const state of CLAIM_STATES) {
      for (const next of CLAIM_TRANSITIONS[state]) expect(CLAIM_STATES).toContain(next);
      expect(CLAIM_TRANSITIONS[state].length > 0).toBe(state !== 'closed');
    }
  });

  it('offers the discharge request once, on an authorised cashless claim only', () => {
    const authorised = [{ state: 'submitted' }, { state: 'approved' }];
    expect(claimNextStates('cashless', 'approved', authorised)).toEqual(['discharge-requested', 'paid']);
    expect(claimNextStates('cashless', 'partly-approved', authorised)).toContain('discharge-requested');
    expect(claimNextStates('reimbursement', 'approved', authorised)).toEqual(['paid']);
    expect(claimNextStates('cashless', 'submitted', [{ state: 'submitted' }])).not.toContain(
      'discharge-requested',
    );
    const finallyApproved = [...authorised, { state: 'discharge-requested' }, { state: 'approved' }];
    expect(claimNextStates('cashless', 'approved', finallyApproved)).toEqual(['paid']);
    expect(claimNextStates('cashless', 'discharge-requested', authorised.slice(0, 2))).toEqual([
      'approved',
      'partly-approved',
      'rejected',
    ]);
  });

  it('asks each kind for its own documents, the death claim for the death certificate', () => {
    for (const kind of CLAIM_KINDS) expect(CLAIM_DOCUMENTS[kind].length).toBeGreaterThan(2);
    expect(CLAIM_DOCUMENTS.death).toContain('death-certificate');
    expect(CLAIM_DOCUMENTS.reimbursement).toContain('discharge-summary');
  });
});

describe('deductionsBalance', () => {
  const lines = [
    {
      item: 'Room rent above the limit',
      amount: 6_000,
      reason: 'Room rent capped at 1% of the sum insured a day',
    },
    { item: 'Gloves and masks', amount: 1_500, reason: 'Consumables are not covered' },
  ];
  it('holds when the lines account for every rupee not approved', () => {
    expect(deductionsBalance(100_000, 92_500, lines)).toBe(true);
  });
  it('fails a rupee off, with no lines, or when nothing was cut', () => {
    expect(deductionsBalance(100_000, 92_501, lines)).toBe(false);
    expect(deductionsBalance(100_000, 92_500, [])).toBe(false);
    expect(deductionsBalance(100_000, 100_000, [])).toBe(false);
  });
});

describe('claimClock', () => {
  it('runs a cashless request one hour from reaching the insurer, and breaches the second after', () => {
    const sent = ist('2026-06-10T23:40:00');
    const moves = [
      { state: 'intimated' as const, at: ist('2026-06-10T23:30:00') },
      { state: 'submitted' as const, at: sent },
    ];
    expect(claimClock('cashless', false, moves, ist('2026-06-11T00:39:59'))?.reading.state).toBe('near');
    expect(claimClock('cashless', false, moves, ist('2026-06-11T00:40:00'))?.reading.state).toBe('near');
    expect(claimClock('cashless', false, moves, ist('2026-06-11T00:40:01'))?.reading.state).toBe('breached');
    expect(claimClock('cashless', false, moves.slice(0, 1), ist('2026-06-11T00:40:01'))).toBeUndefined();
  });

  it('stops when the insurer decides and says whether it was in time', () => {
    const moves = [
      { state: 'submitted' as const, at: ist('2026-06-10T10:00:00') },
      { state: 'approved' as const, at: ist('2026-06-10T11:00:00') },
    ];
    const clock = claimClock('cashless', false, moves, ist('2026-06-12T10:00:00'));
    expect(clock).toMatchObject({ stopped: true, decidedInTime: true });
    const late = claimClock(
      'cashless',
      false,
      [moves[0]!, { state: 'approved', at: ist('2026-06-10T11:00:01') }],
      ist('2026-06-12T10:00:00'),
    );
    expect(late).toMatchObject({ stopped: true, decidedInTime: false });
  });

  it('runs the final authorisation three hours from the discharge request, and breaches the second after', () => {
    const asked = ist('2026-06-12T22:15:00');
    const moves = [
      { state: 'submitted' as const, at: ist('2026-06-10T10:00:00') },
      { state: 'approved' as const, at: ist('2026-06-10T10:40:00') },
      { state: 'discharge-requested' as const, at: asked },
    ];
    const before = claimClock('cashless', false, moves, ist('2026-06-13T01:14:00'));
    expect(before).toMatchObject({ id: 'dischargeAuthorisation', startedAt: asked, stopped: false });
    expect(before?.reading.dueAt.getTime()).toBe(ist('2026-06-13T01:15:00').getTime());
    expect(before?.reading.state).toBe('near');
    expect(claimClock('cashless', false, moves, ist('2026-06-13T01:15:00'))?.reading.state).toBe('near');
    expect(claimClock('cashless', false, moves, ist('2026-06-13T01:15:01'))?.reading.state).toBe('breached');
    // the first authorisation (before the request) does not stop it; the final decision does
    const decided = [...moves, { state: 'approved' as const, at: ist('2026-06-13T01:16:00') }];
    expect(claimClock('cashless', false, decided, ist('2026-06-14T10:00:00'))).toMatchObject({
      id: 'dischargeAuthorisation',
      stopped: true,
      decidedInTime: false,
    });
  });

  it('does not take a decision recorded at the same instant before the clock started as stopping it', () => {
    const at = ist('2026-06-10T10:00:00');
    const moves = [
      { state: 'submitted' as const, at },
      { state: 'approved' as const, at },
      { state: 'discharge-requested' as const, at },
    ];
    expect(claimClock('cashless', false, moves, at)).toMatchObject({ stopped: false });
  });

  it('restarts a reimbursement from the answer to a query (the last document)', () => {
    const moves = [
      { state: 'submitted' as const, at: ist('2026-01-01T10:00:00') },
      { state: 'query-raised' as const, at: ist('2026-01-05T10:00:00') },
      { state: 'submitted' as const, at: ist('2026-01-10T10:00:00') },
    ];
    const clock = claimClock('reimbursement', false, moves, ist('2026-01-25T23:59:59'));
    expect(clock?.reading.dueAt.getTime()).toBe(ist('2026-01-25T23:59:59.999').getTime());
    expect(clock?.reading.state).toBe('near');
    expect(claimClock('reimbursement', false, moves, ist('2026-01-26T00:00:00'))?.reading.state).toBe(
      'breached',
    );
  });

  it('runs a death claim from intimation, 45 days when investigated, across a leap February', () => {
    const moves = [{ state: 'intimated' as const, at: ist('2028-02-14T16:00:00') }];
    expect(claimClock('death', false, moves, ist('2028-02-14T16:00:00'))?.reading.dueAt.getTime()).toBe(
      ist('2028-02-29T23:59:59.999').getTime(),
    );
    expect(claimClock('death', true, moves, ist('2028-02-14T16:00:00'))?.reading.dueAt.getTime()).toBe(
      ist('2028-03-30T23:59:59.999').getTime(),
    );
  });

  it('gives a motor claim no clock of its own', () => {
    expect(
      claimClock(
        'motor',
        false,
        [{ state: 'submitted', at: ist('2026-01-01T10:00:00') }],
        ist('2026-02-01T10:00:00'),
      ),
    ).toBeUndefined();
  });
});
