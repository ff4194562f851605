import { describe, expect, it } from 'vitest';
import { TRAVEL_MAX_DAYS } from '../lines/travel/travel-rates.ts';
import { indiaToday, lastTripDay, tripProblem } from './travel-rules.ts';
import { travelMessages } from './travel-words.ts';

describe('indiaToday', () => {
  it('is the date in India, 5 h 30 min ahead of UTC', () => {
    expect(indiaToday(new Date('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
    expect(indiaToday(new Date('2026-06-01T18:30:00Z'))).toBe('2026-06-02');
    expect(indiaToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('tripProblem', () => {
  const today = '2026-06-01';
  it.each([
    [{ startDate: '2026-05-31', endDate: '2026-06-05' }, 'startDate', travelMessages.startInPast],
    [{ startDate: '1985-03-01', endDate: '1985-03-07' }, 'startDate', travelMessages.startInPast],
    [{ startDate: '2026-06-10', endDate: '2026-06-09' }, 'endDate', travelMessages.endBeforeStart],
    [{ startDate: '2026-06-01', endDate: '2036-06-01' }, 'endDate', travelMessages.tooLong],
    [{ startDate: '2026-06-01', endDate: '2026-11-28' }, 'endDate', travelMessages.tooLong],
  ])('refuses %j on %s', (trip, field, message) => {
    expect(tripProblem(trip, today)).toEqual({ field, message });
  });

  it.each([
    { startDate: '2026-06-01', endDate: '2026-06-01' },
    // 180 days, the longest band, counting both the first and the last day
    { startDate: '2026-06-01', endDate: '2026-11-27' },
    { startDate: '', endDate: '' },
  ])('accepts %j', (trip) => {
    expect(tripProblem(trip, today)).toBeUndefined();
  });

  it('says the longest trip in its message', () => {
    expect(travelMessages.tooLong).toContain(`${TRAVEL_MAX_DAYS} days`);
  });
});

describe('lastTripDay', () => {
  it('is the end date of the longest rated trip, for the form’s date picker', () => {
    expect(lastTripDay('2026-06-01')).toBe('2026-11-27');
    expect(
      tripProblem({ startDate: '2026-06-01', endDate: lastTripDay('2026-06-01')! }, '2026-06-01'),
    ).toBeUndefined();
    expect(lastTripDay('')).toBeUndefined();
  });
});
