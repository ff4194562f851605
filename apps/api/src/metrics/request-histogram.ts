import type { Registry } from 'prom-client';

/** One set of label values: its buckets (not yet cumulative; the last is +Inf), their sum and count. */
interface Series {
  labels: Readonly<Record<string, string>>;
  counts: Float64Array;
  sum: number;
  count: number;
}

export interface Observer {
  observe(value: number): void;
}

type Sample = { labels: Record<string, string | number>; value: number; metricName: string };

/**
 * A Prometheus histogram for what is observed on every request. prom-client's Histogram checks and hashes the
 * label values on each observation, even through `labels()` (about a microsecond of a request's twenty in
 * bench:api); here a caller asks once for the series of its label values and keeps it, and an observation is a
 * scan of the bounds and three additions. prom-client's registry renders it exactly as its own histograms
 * (`_bucket` with `le` first, cumulative, then `_sum` and `_count`).
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly kept = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registers: Registry[],
  ) {
    // the registry reads name, help, type and get(); it takes any object that has them
    for (const registry of registers) registry.registerMetric(this as never);
  }

  /** The series of these label values, made at first use. */
  series(labels: Readonly<Record<string, string>>): Observer {
    const key = JSON.stringify(labels);
    let series = this.kept.get(key);
    if (!series) {
      series = { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.kept.set(key, series);
    }
    const { bounds } = this;
    const found = series;
    return {
      observe(value: number) {
        let bucket = 0;
        while (bucket < bounds.length && value > bounds[bucket]!) bucket += 1;
        found.counts[bucket]! += 1;
        found.sum += value;
        found.count += 1;
      },
    };
  }

  get() {
    const values: Sample[] = [];
    for (const { labels, counts, sum, count } of this.kept.values()) {
      let below = 0;
      this.bounds.forEach((bound, i) => {
        below += counts[i]!;
        values.push({ labels: { le: bound, ...labels }, value: below, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const series of this.kept.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
