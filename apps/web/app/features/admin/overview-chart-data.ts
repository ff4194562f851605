// The overview's 14-day bar chart as data: one stacked bar per day, one segment per kind of work.
import type { OverviewResponse } from '@bimasetu/contract';

export type DailyCounts = OverviewResponse['daily'][number];
export type SeriesKey = 'requests' | 'messages' | 'enquiries' | 'leads';

/** Segment colours have at least 3:1 contrast on white, and the legend names them in the same order. */
export const CHART_SERIES: readonly { key: SeriesKey; label: string; colour: string }[] = [
  { key: 'requests', label: 'Requests', colour: '#0b6e66' },
  { key: 'messages', label: 'Messages', colour: '#b45309' },
  { key: 'enquiries', label: 'Enquiries', colour: '#6d28d9' },
  { key: 'leads', label: 'Leads', colour: '#475569' },
];

export interface BarSegment {
  key: SeriesKey;
  value: number;
  /** Top of the segment, in plot units from the top. */
  y: number;
  height: number;
}

export interface ChartDay {
  date: string;
  /** "22/11" under the bar; the full date is in the table. */
  shortLabel: string;
  fullLabel: string;
  total: number;
  segments: BarSegment[];
}

function dateParts(date: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? [match[3] ?? '', match[2] ?? '', match[1] ?? ''] : ['', '', ''];
}

/** Scales the days to a plot `plotHeight` tall: the busiest day fills it, an idle day has no segments. */
export function chartDays(
  daily: readonly DailyCounts[],
  plotHeight: number,
): { days: ChartDay[]; max: number } {
  const totals = daily.map((day) => CHART_SERIES.reduce((sum, s) => sum + day[s.key], 0));
  const max = Math.max(0, ...totals);
  const scale = max > 0 ? plotHeight / max : 0;
  const days = daily.map((day, index) => {
    let top = plotHeight;
    const segments: BarSegment[] = [];
    for (const series of CHART_SERIES) {
      const value = day[series.key];
      if (value <= 0) continue;
      const height = value * scale;
      top -= height;
      segments.push({ key: series.key, value, y: top, height });
    }
    const [dd, mm, yyyy] = dateParts(day.date);
    return {
      date: day.date,
      shortLabel: `${dd}/${mm}`,
      fullLabel: `${dd}/${mm}/${yyyy}`,
      total: totals[index] ?? 0,
      segments,
    };
  });
  return { days, max };
}

/** One sentence for screen readers and the chart's caption: the totals of the whole period. */
export function chartSummary(daily: readonly DailyCounts[]): string {
  const parts = CHART_SERIES.map((series) => {
    const sum = daily.reduce((total, day) => total + day[series.key], 0);
    return `${sum} ${series.label.toLowerCase()}`;
  });
  return `Last ${daily.length} days: ${parts.join(', ')}.`;
}
