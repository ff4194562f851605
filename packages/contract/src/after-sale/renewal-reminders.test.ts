import { describe, expect, it } from 'vitest';
import { inQuietHours } from './clock-dates.ts';
import { reminderDue, renewalPhase, renewalReminders } from './renewal-reminders.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('renewalReminders', () => {
  it('lays out 60, 45, 30, 15, 7, 1 days before, the due date and grace, at 10 am India time', () => {
    const slots = renewalReminders('2028-03-01', 'Yearly', 'health');
    expect(slots.map((slot) => [slot.key, slot.on])).toEqual([
      ['before-60', '2028-01-01'],
      ['before-45', '2028-01-16'],
      ['before-30', '2028-01-31'],
      ['before-15', '2028-02-15'],
      ['before-7', '2028-02-23'],
      ['before-1', '2028-02-29'],
      ['due', '2028-03-01'],
      ['grace-7', '2028-03-08'],
      ['grace-last', '2028-03-31'],
    ]);
    expect(slots[0]!.sendAt.toISOString()).toBe('2028-01-01T04:30:00.000Z');
    expect(slots.every((slot) => !inQuietHours(slot.sendAt))).toBe(true);
    expect(slots.filter((slot) => slot.mayPromote).map((slot) => slot.key)).toEqual([
      'before-60',
      'before-45',
    ]);
  });

  it.each(['motor', 'other'] as const)(
    'stops at the due date for a %s policy, which has no grace',
    (kind) => {
      const slots = renewalReminders('2027-02-14', 'Yearly', kind);
      expect(slots.at(-1)).toMatchObject({ key: 'due', on: '2027-02-14' });
      expect(slots.some((slot) => slot.key.startsWith('grace'))).toBe(false);
    },
  );

  it('ends a monthly life premium’s grace after 15 days, and a yearly health renewal’s after 30', () => {
    expect(renewalReminders('2027-02-14', 'Monthly', 'life').at(-1)).toMatchObject({
      key: 'grace-last',
      on: '2027-03-01',
    });
    expect(renewalReminders('2027-02-14', 'Yearly', 'health').at(-1)).toMatchObject({
      key: 'grace-last',
      on: '2027-03-16',
    });
  });
});

describe('reminderDue', () => {
  const slots = renewalReminders('2026-08-01', 'Yearly', 'health');
  it('sends nothing the minute before 10 am, the reminder at 10, and nothing once it is sent', () => {
    expect(reminderDue(slots, new Set(), ist('2026-06-02T09:59:59'))).toBeUndefined();
    expect(reminderDue(slots, new Set(), ist('2026-06-02T10:00:00'))?.slot.key).toBe('before-60');
    expect(reminderDue(slots, new Set(['before-60']), ist('2026-06-02T10:00:00'))).toBeUndefined();
  });

  it('sends only the latest when several were missed', () => {
    expect(reminderDue(slots, new Set(), ist('2026-07-26T12:00:00'))?.slot.key).toBe('before-7');
  });

  it('holds one found in the quiet hours until 9 am', () => {
    const due = reminderDue(slots, new Set(), ist('2026-06-02T22:30:00'));
    expect(due?.sendableAt.getTime()).toBe(ist('2026-06-03T09:00:00').getTime());
  });

  it('sends nothing once grace is over', () => {
    expect(reminderDue(slots, new Set(), ist('2026-08-31T23:59:59'))?.slot.key).toBe('grace-last');
    expect(reminderDue(slots, new Set(), ist('2026-09-01T00:00:00'))).toBeUndefined();
  });

  it('sends a car policy nothing after its due date, when a health policy gets its grace reminder', () => {
    const car = renewalReminders('2026-08-01', 'Yearly', 'motor');
    expect(reminderDue(car, new Set(), ist('2026-08-01T23:59:59'))?.slot.key).toBe('due');
    expect(reminderDue(car, new Set(), ist('2026-08-02T00:00:00'))).toBeUndefined();
    expect(reminderDue(car, new Set(['due']), ist('2026-08-08T10:00:00'))).toBeUndefined();
    expect(reminderDue(slots, new Set(['due']), ist('2026-08-08T10:00:00'))?.slot.key).toBe('grace-7');
  });
});

describe('renewalPhase', () => {
  it.each([
    ['2026-06-01T23:59:59', 'not-yet'],
    ['2026-06-02T00:00:00', 'window'],
    ['2026-07-31T23:59:59', 'window'],
    ['2026-08-01T00:00:00', 'due'],
    ['2026-08-02T00:00:00', 'grace'],
    ['2026-08-31T23:59:59', 'grace'],
    ['2026-09-01T00:00:00', 'lapsed'],
  ])('on %s IST a health policy due 01/08/2026 is %s', (local, phase) => {
    expect(renewalPhase('2026-08-01', 'Yearly', 'health', ist(local))).toBe(phase);
  });

  it.each([
    ['2027-02-14T23:59:59', 'due'],
    ['2027-03-01T23:59:59', 'grace'],
    ['2027-03-02T00:00:00', 'lapsed'],
  ])('on %s IST a monthly term premium due 14/02/2027 is %s (grace: 15 days)', (local, phase) => {
    expect(renewalPhase('2027-02-14', 'Monthly', 'life', ist(local))).toBe(phase);
  });

  it.each(['motor', 'other'] as const)(
    'a %s policy goes from due to lapsed, with no grace between',
    (kind) => {
      expect(renewalPhase('2026-08-01', 'Yearly', kind, ist('2026-08-01T23:59:59'))).toBe('due');
      expect(renewalPhase('2026-08-01', 'Yearly', kind, ist('2026-08-02T00:00:00'))).toBe('lapsed');
    },
  );
});
