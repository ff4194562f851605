import { describe, expect, it } from 'vitest';
import { addMonths } from './clock-dates.ts';
import {
  allowedPolicyEvents,
  daysToRenewal,
  dueStatusEvent,
  freeLookDaysLeft,
  freeLookEndsOn,
  graceEndsOn,
  initialPolicyStatus,
  nextPolicyStatus,
  nextPremiumDue,
  POLICY_EVENTS,
  POLICY_STATUSES,
  settlePolicyStatus,
  type PolicyDates,
  type PolicyEvent,
  type PolicyStatus,
} from './policy-status.ts';

// Every allowed move, written out by hand so a change to the table is a change to this list too.
const ALLOWED: [PolicyStatus, PolicyEvent, PolicyStatus][] = [
  ['in-free-look', 'free-look-ended', 'active'],
  ['in-free-look', 'free-look-cancelled', 'cancelled'],
  ['active', 'renewal-window-opened', 'renewal-due'],
  ['active', 'due-date-passed', 'in-grace'],
  ['active', 'term-ended', 'expired'],
  ['active', 'cancelled', 'cancelled'],
  ['renewal-due', 'premium-paid', 'active'],
  ['renewal-due', 'renewed', 'renewed'],
  ['renewal-due', 'due-date-passed', 'in-grace'],
  ['renewal-due', 'term-ended', 'expired'],
  ['renewal-due', 'cancelled', 'cancelled'],
  ['in-grace', 'premium-paid', 'active'],
  ['in-grace', 'renewed', 'renewed'],
  ['in-grace', 'grace-ended', 'lapsed'],
  ['in-grace', 'term-ended', 'expired'],
  ['in-grace', 'cancelled', 'cancelled'],
  ['lapsed', 'revived', 'active'],
  ['lapsed', 'term-ended', 'expired'],
];

describe('the policy status machine', () => {
  it.each(ALLOWED)('moves %s on %s to %s', (from, event, to) => {
    expect(nextPolicyStatus(from, event)).toBe(to);
  });

  it('refuses every other pair of status and event', () => {
    const refused = POLICY_STATUSES.flatMap((status) =>
      POLICY_EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === status && e === event)).map(
        (event) => [status, event] as const,
      ),
    );
    expect(refused).toHaveLength(POLICY_STATUSES.length * POLICY_EVENTS.length - ALLOWED.length);
    for (const [status, event] of refused) expect(nextPolicyStatus(status, event)).toBeUndefined();
  });

  it('keeps expired, renewed and cancelled final', () => {
    for (const status of ['expired', 'renewed', 'cancelled'] as const)
      expect(allowedPolicyEvents(status)).toEqual([]);
  });
});

const health: PolicyDates = {
  line: 'health',
  frequency: 'Yearly',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  documentReceivedOn: '2026-06-03',
  renewalDueOn: '2027-05-31',
};

describe('free-look from the policy document', () => {
  it('runs 30 days from receipt for a health policy of a year', () => {
    expect(freeLookEndsOn(health)).toBe('2026-07-03');
    expect(freeLookDaysLeft(health, '2026-06-03')).toBe(30);
    expect(freeLookDaysLeft(health, '2026-07-03')).toBe(0);
    expect(freeLookDaysLeft(health, '2026-07-04')).toBeNull();
  });

  it('applies to every life policy but not to a health policy under a year, a car or a trip', () => {
    expect(freeLookEndsOn({ ...health, line: 'term' })).toBe('2026-07-03');
    expect(freeLookEndsOn({ ...health, endDate: '2026-11-30' })).toBeNull();
    expect(freeLookEndsOn({ ...health, line: 'car' })).toBeNull();
    expect(freeLookEndsOn({ ...health, line: 'travel' })).toBeNull();
  });

  it('has no clock until the document is received', () => {
    expect(freeLookEndsOn({ ...health, documentReceivedOn: null })).toBeNull();
  });
});

describe('the event a policy’s dates make due', () => {
  it('ends free-look the day after its last day', () => {
    expect(dueStatusEvent('in-free-look', health, '2026-07-03')).toBeUndefined();
    expect(dueStatusEvent('in-free-look', health, '2026-07-04')).toBe('free-look-ended');
  });

  it('opens the renewal window 30 days before the due date', () => {
    expect(dueStatusEvent('active', health, '2027-04-30')).toBeUndefined();
    expect(dueStatusEvent('active', health, '2027-05-01')).toBe('renewal-window-opened');
  });

  it('gives a health policy 30 days of grace, then expires it', () => {
    expect(graceEndsOn(health)).toBe('2027-06-30');
    expect(dueStatusEvent('renewal-due', health, '2027-06-01')).toBe('due-date-passed');
    expect(dueStatusEvent('in-grace', health, '2027-06-30')).toBeUndefined();
    expect(dueStatusEvent('in-grace', health, '2027-07-01')).toBe('term-ended');
  });

  it('expires a car policy on its end date with no grace', () => {
    const car = { ...health, line: 'car' as const, documentReceivedOn: null };
    expect(graceEndsOn(car)).toBeNull();
    expect(dueStatusEvent('renewal-due', car, '2027-06-01')).toBe('term-ended');
  });

  it('lapses a monthly life policy 15 days after a missed premium, and expires it after its term', () => {
    const term: PolicyDates = {
      line: 'term',
      frequency: 'Monthly',
      startDate: '2026-06-01',
      endDate: '2056-05-31',
      documentReceivedOn: '2026-06-02',
      renewalDueOn: '2026-08-01',
    };
    expect(dueStatusEvent('renewal-due', term, '2026-08-02')).toBe('due-date-passed');
    expect(graceEndsOn(term)).toBe('2026-08-16');
    expect(dueStatusEvent('in-grace', term, '2026-08-16')).toBeUndefined();
    expect(dueStatusEvent('in-grace', term, '2026-08-17')).toBe('grace-ended');
    expect(dueStatusEvent('lapsed', term, '2040-01-01')).toBeUndefined();
    expect(dueStatusEvent('lapsed', term, '2056-06-01')).toBe('term-ended');
  });

  it('ends a trip on its last day', () => {
    const trip = { ...health, line: 'travel' as const, renewalDueOn: null, endDate: '2026-06-20' };
    expect(dueStatusEvent('active', trip, '2026-06-20')).toBeUndefined();
    expect(dueStatusEvent('active', trip, '2026-06-21')).toBe('term-ended');
  });
});

describe('settling a policy to its dates', () => {
  it('starts a new health policy in free-look', () => {
    expect(initialPolicyStatus(health, '2026-06-03')).toBe('in-free-look');
  });

  it('walks an old policy through every event its dates passed', () => {
    expect(settlePolicyStatus('in-free-look', health, '2027-07-15')).toEqual({
      status: 'expired',
      events: ['free-look-ended', 'due-date-passed', 'term-ended'],
    });
  });

  it('counts the days to renewal', () => {
    expect(daysToRenewal(health, '2027-05-01')).toBe(30);
    expect(daysToRenewal({ ...health, renewalDueOn: null }, '2027-05-01')).toBeNull();
  });
});

describe('premium due dates', () => {
  it('adds months to the month’s last day when the day is missing', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-15', 3)).toBe('2028-03-15');
  });

  it('finds the next instalment after today, and none for a single premium', () => {
    expect(nextPremiumDue('2026-01-10', 'Quarterly', '2026-06-01')).toBe('2026-07-10');
    expect(nextPremiumDue('2026-01-10', 'Single', '2026-06-01')).toBeNull();
  });
});
