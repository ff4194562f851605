import { describe, expect, it } from 'vitest';
import { chartDays, chartSummary, type DailyCounts } from './overview-chart-data';

const day = (date: string, requests: number, messages = 0, enquiries = 0, leads = 0): DailyCounts => ({
  date,
  requests,
  messages,
  enquiries,
  leads,
});

describe('chartDays', () => {
  it('stacks the four kinds of work from the bottom and lets the busiest day fill the plot', () => {
    const { days, max } = chartDays([day('2026-11-21', 2, 1, 0, 1), day('2026-11-22', 1, 1)], 100);
    expect(max).toBe(4);
    const [busy, quiet] = days;
    expect(busy?.total).toBe(4);
    expect(busy?.segments.map((s) => [s.key, s.value, s.y, s.height])).toEqual([
      ['requests', 2, 50, 50],
      ['messages', 1, 25, 25],
      ['leads', 1, 0, 25],
    ]);
    expect(quiet?.segments.map((s) => [s.key, s.y, s.height])).toEqual([
      ['requests', 75, 25],
      ['messages', 50, 25],
    ]);
  });

  it('labels each bar dd/mm and the table dd/mm/yyyy', () => {
    const { days } = chartDays([day('2026-01-05', 1)], 10);
    expect(days[0]?.shortLabel).toBe('05/01');
    expect(days[0]?.fullLabel).toBe('05/01/2026');
  });

  it('draws nothing for idle days, without dividing by zero', () => {
    const { days, max } = chartDays([day('2026-11-21', 0), day('2026-11-22', 0)], 100);
    expect(max).toBe(0);
    expect(days.every((d) => d.segments.length === 0 && d.total === 0)).toBe(true);
  });
});

describe('chartSummary', () => {
  it('totals each kind over the period', () => {
    expect(chartSummary([day('2026-11-21', 2, 1, 0, 1), day('2026-11-22', 1, 3, 2)])).toBe(
      'Last 2 days: 3 requests, 4 messages, 2 enquiries, 1 leads.',
    );
  });
});
