import type { Registry } from 'prom-client';

/** One set of label values: its buckets (not yet cumulative; the last is +Inf), their sum and count. */
export class Series {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const { bounds } = this;
    let bucket = 0;
    while (bucket < bounds.length && value > bounds[bucket]!) bucket += 1;
    this.counts[bucket]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

type Sample = { labels: Record<string, string | number>; value: number; metricName: string };

/**
 * A Prometheus histogram for what is observed on every request. prom-client's Histogram checks and hashes the
 * label values on each observation, even through `labels()` (about a microsecond of a request's twenty in
 * bench:api); here a caller finds its series by a key it already has, and an observation is a scan of the
 * bounds and three additions. prom-client's registry renders it exactly as its own histograms
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

  /**
   * The series kept under `key`, or undefined before its first use. The caller names its series by a key it
   * already has (the hook: method, status and route in one string), so a request builds no labels object.
   */
  series(key: string): Series | undefined {
    return this.kept.get(key);
  }

  /** Starts the series `key` with these label values (one key, one set of values), and returns it. */
  add(key: string, labels: Readonly<Record<string, string>>): Series {
    const series = new Series(labels, this.bounds);
    this.kept.set(key, series);
    return series;
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
