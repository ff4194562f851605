// The last 14 days as stacked bars in plain SVG. The picture is hidden from screen readers, which get the same
// numbers as a table; sighted readers get a legend and a tooltip per bar.
import { useId } from 'react';
import { CHART_SERIES, chartDays, chartSummary, type DailyCounts } from './overview-chart-data';

const PLOT_HEIGHT = 120;
const BAR_WIDTH = 22;
const GAP = 10;

export function OverviewChart({ daily }: { daily: readonly DailyCounts[] }) {
  const titleId = useId();
  const { days, max } = chartDays(daily, PLOT_HEIGHT);
  const width = days.length * (BAR_WIDTH + GAP);
  return (
    <figure aria-labelledby={titleId} className="rounded-xl bg-white p-4 shadow-sm">
      <figcaption id={titleId}>
        <span className="block text-lg font-semibold text-slate-900">Last {days.length} days</span>
        <span className="block text-sm text-slate-700">{chartSummary(daily)}</span>
      </figcaption>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        {CHART_SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: series.colour }} />
            {series.label}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          className="block h-32 w-full"
          preserveAspectRatio="none"
        >
          <line x1={0} x2={width} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} stroke="#94a3b8" strokeWidth={1} />
          {days.map((day, index) => {
            const x = index * (BAR_WIDTH + GAP) + GAP / 2;
            return (
              <g key={day.date}>
                <title>{`${day.fullLabel}: ${day.total}`}</title>
                {day.segments.map((segment) => (
                  <rect
                    key={segment.key}
                    x={x}
                    y={segment.y}
                    width={BAR_WIDTH}
                    height={Math.max(segment.height - 0.5, 0.5)}
                    fill={CHART_SERIES.find((s) => s.key === segment.key)?.colour}
                  />
                ))}
              </g>
            );
          })}
        </svg>
        {/* Labels in HTML keep their shape however wide the bars are stretched. */}
        <ol
          aria-hidden="true"
          className="grid text-center text-xs text-slate-700"
          style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
        >
          {days.map((day) => (
            <li key={day.date} className="pt-1">
              <span className="block sm:hidden">{day.shortLabel.slice(0, 2)}</span>
              <span className="hidden sm:block">{day.shortLabel}</span>
              <span className="block font-semibold text-slate-900">{day.total}</span>
            </li>
          ))}
        </ol>
      </div>
      {max === 0 ? <p className="mt-2 text-sm text-slate-700">Nothing came in during these days.</p> : null}
      <table className="sr-only">
        <caption>Daily counts, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {CHART_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={day.date}>
              <th scope="row">{day.fullLabel}</th>
              {CHART_SERIES.map((series) => (
                <td key={series.key}>{daily[index]?.[series.key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
