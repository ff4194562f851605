import { describe, expect, it } from 'vitest';
import { CLOCK_RULES } from './clock-rules.ts';
import {
  addDays,
  addMonths,
  clockDueAt,
  daysBetween,
  endOfIstDay,
  inQuietHours,
  istDate,
  nextSendableAt,
  readClock,
  renewalCalendar,
  seniorRiseNeedsConsultation,
} from './clock-dates.ts';

// Instants are written in India time (+05:30) so each edge reads as the customer lives it.
const ist = (local: string) => new Date(`${local}+05:30`);

describe('India time', () => {
  it('puts 00:10 IST on its own date, which is still the day before in UTC', () => {
    expect(istDate(ist('2026-03-02T00:10:00'))).toBe('2026-03-02');
    expect(ist('2026-03-02T00:10:00').toISOString().slice(0, 10)).toBe('2026-03-01');
  });

  it('ends a day at 23:59:59.999 IST', () => {
    expect(endOfIstDay('2026-03-02').toISOString()).toBe('2026-03-02T18:29:59.999Z');
  });

  it('never writes a five-digit year, even from a date kept before the vault limited its years', () => {
    expect(addDays('9999-12-31', 30)).toBe('9999-12-31');
    expect(addMonths('9999-12-31', 12)).toBe('9999-12-31');
    expect(addDays('9999-12-01', 30)).toBe('9999-12-31');
    expect(istDate(new Date(Date.UTC(10_000, 0, 1)))).toBe('9999-12-31');
    expect(addDays('2199-12-31', 30)).toBe('2200-01-30');
  });

  it('adds days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
  });
});

describe('claim and service clocks', () => {
  it('gives a cashless request one hour to the minute', () => {
    const asked = ist('2026-06-10T23:30:00');
    expect(clockDueAt('cashlessAuthorisation', asked).getTime()).toBe(ist('2026-06-11T00:30:00').getTime());
    expect(readClock('cashlessAuthorisation', asked, ist('2026-06-11T00:14:59')).state).toBe('running');
    expect(readClock('cashlessAuthorisation', asked, ist('2026-06-11T00:15:01')).state).toBe('near');
    expect(readClock('cashlessAuthorisation', asked, ist('2026-06-11T00:30:00')).state).toBe('near');
    expect(readClock('cashlessAuthorisation', asked, ist('2026-06-11T00:30:01')).state).toBe('breached');
  });

  it('gives a discharge three hours', () => {
    const asked = ist('2026-06-10T14:00:00');
    expect(clockDueAt('dischargeAuthorisation', asked).getTime()).toBe(ist('2026-06-10T17:00:00').getTime());
  });

  it('runs day clocks to midnight India time at the end of the last day', () => {
    // the last document reached the insurer at 00:10 IST on 1 March (still 28 February in UTC)
    const lastDocument = ist('2026-03-01T00:10:00');
    const due = clockDueAt('reimbursementSettlement', lastDocument);
    expect(due.getTime()).toBe(ist('2026-03-16T23:59:59.999').getTime());
    expect(readClock('reimbursementSettlement', lastDocument, ist('2026-03-15T12:00:00')).state).toBe('near');
    expect(readClock('reimbursementSettlement', lastDocument, ist('2026-03-16T23:59:59')).state).toBe('near');
    expect(readClock('reimbursementSettlement', lastDocument, ist('2026-03-17T00:00:00')).state).toBe(
      'breached',
    );
  });

  it('counts the leap day in a February clock', () => {
    expect(istDate(clockDueAt('serviceRequest', ist('2028-02-25T10:00:00')))).toBe('2028-03-03');
    expect(istDate(clockDueAt('serviceRequest', ist('2027-02-25T10:00:00')))).toBe('2027-03-04');
  });

  it('gives a death claim 15 days, 45 when it is investigated, and the Ombudsman a year', () => {
    const told = ist('2026-01-20T11:00:00');
    expect(istDate(clockDueAt('deathClaim', told))).toBe('2026-02-04');
    expect(istDate(clockDueAt('deathClaimInvestigated', told))).toBe('2026-03-06');
    expect(istDate(clockDueAt('ombudsmanComplaint', ist('2027-03-01T10:00:00')))).toBe('2028-03-01');
    expect(istDate(clockDueAt('ombudsmanComplaint', ist('2028-02-29T10:00:00')))).toBe('2029-02-28');
  });

  it('cites a rule with its date for every clock', () => {
    for (const rule of Object.values(CLOCK_RULES)) {
      expect(rule.source.title).not.toBe('');
      expect(rule.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.source.says.length).toBeGreaterThan(20);
    }
  });
});

describe('renewalCalendar', () => {
  it('lays out notice, reminders, grace and portability for a yearly health policy', () => {
    const dates = renewalCalendar('2027-04-01', 'Yearly', 'health');
    expect(dates.noticeBy).toBe('2027-03-02');
    expect(dates.reminders.map((r) => r.on)).toEqual([
      '2027-01-31',
      '2027-02-15',
      '2027-03-02',
      '2027-03-17',
      '2027-03-25',
      '2027-03-31',
    ]);
    expect(dates.graceEnds).toBe('2027-05-01');
    expect(dates.portability).toEqual({ opens: '2027-01-31', closes: '2027-02-15' });
    expect(dates.noClaimBonusKeptUntil).toBeUndefined();
  });

  it('gives monthly premiums 15 days of grace and others 30', () => {
    expect(renewalCalendar('2028-02-14', 'Monthly', 'life').graceEnds).toBe('2028-02-29');
    expect(renewalCalendar('2027-02-14', 'Monthly', 'life').graceEnds).toBe('2027-03-01');
    expect(renewalCalendar('2027-02-14', 'Quarterly', 'life').graceEnds).toBe('2027-03-16');
  });

  it('gives motor and other policies no grace: their cover ends on the due date', () => {
    expect(renewalCalendar('2027-01-10', 'Yearly', 'motor').graceEnds).toBeNull();
    expect(renewalCalendar('2027-01-10', 'Monthly', 'other').graceEnds).toBeNull();
  });

  it('keeps a motor no-claim bonus for 90 days after expiry', () => {
    const dates = renewalCalendar('2027-01-10', 'Yearly', 'motor');
    expect(dates.noClaimBonusKeptUntil).toBe('2027-04-10');
    expect(dates.portability).toBeUndefined();
  });
});

describe('quiet hours', () => {
  it.each([
    ['2026-06-10T20:59:59', false],
    ['2026-06-10T21:00:00', true],
    ['2026-06-11T00:00:00', true],
    ['2026-06-11T08:59:59', true],
    ['2026-06-11T09:00:00', false],
  ])('%s IST is quiet: %s', (local, quiet) => {
    expect(inQuietHours(ist(local))).toBe(quiet);
  });

  it('holds a reminder due in the quiet hours until 9 am IST', () => {
    expect(nextSendableAt(ist('2026-06-10T23:15:00')).getTime()).toBe(ist('2026-06-11T09:00:00').getTime());
    expect(nextSendableAt(ist('2026-06-11T03:00:00')).getTime()).toBe(ist('2026-06-11T09:00:00').getTime());
    expect(nextSendableAt(ist('2026-06-11T10:00:00')).getTime()).toBe(ist('2026-06-11T10:00:00').getTime());
    expect(nextSendableAt(ist('2028-02-28T22:00:00')).getTime()).toBe(ist('2028-02-29T09:00:00').getTime());
  });
});

describe('seniorRiseNeedsConsultation', () => {
  it('flags a rise over 10% for someone of 60 or more, and nothing else', () => {
    expect(seniorRiseNeedsConsultation(60, 30_000, 33_001)).toBe(true);
    expect(seniorRiseNeedsConsultation(60, 30_000, 33_000)).toBe(false);
    expect(seniorRiseNeedsConsultation(59, 30_000, 40_000)).toBe(false);
    expect(seniorRiseNeedsConsultation(72, 10_000, 11_000)).toBe(false);
    expect(seniorRiseNeedsConsultation(72, 10_000, 11_001)).toBe(true);
  });
});
