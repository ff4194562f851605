import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from '../src/metrics/request-histogram.ts';

const BOUNDS = [0.001, 0.01, 0.1, 1];

describe('RequestHistogram', () => {
  it("renders exactly as prom-client's own Histogram does for the same observations", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const fast = new RequestHistogram('took_seconds', 'How long it took', BOUNDS, [ours]);
    const reference = new Histogram({
      name: 'took_seconds',
      help: 'How long it took',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BOUNDS,
      registers: [theirs],
    });
    const observations: [Record<'method' | 'route' | 'status', string>, number][] = [
      [{ method: 'GET', route: '/api/Insurance/GetFaqList', status: '200' }, 0.0004],
      [{ method: 'GET', route: '/api/Insurance/GetFaqList', status: '200' }, 0.001], // on a bound: counted in it
      [{ method: 'GET', route: '/api/Insurance/GetFaqList', status: '200' }, 0.05],
      [{ method: 'POST', route: '/api/Insurance/GenerateOTP', status: '429' }, 3], // above every bound: +Inf only
      [{ method: 'GET', route: 'unmatched', status: '404' }, 0.002],
    ];
    for (const [labels, seconds] of observations) {
      const key = Object.values(labels).join(' ');
      (fast.series(key) ?? fast.add(key, labels)).observe(seconds);
      reference.observe(labels, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(
      'took_seconds_bucket{le="0.001",method="GET",route="/api/Insurance/GetFaqList",status="200"} 2',
    );
  });

  it('keeps one series per key, found again however many times it is asked for', async () => {
    const registry = new Registry();
    const fast = new RequestHistogram('took_seconds', 'How long it took', BOUNDS, [registry]);
    expect(fast.series('GET 200 /x')).toBeUndefined();
    fast.add('GET 200 /x', { method: 'GET', route: '/x', status: '200' }).observe(0.5);
    fast.series('GET 200 /x')!.observe(0.5);
    expect(fast.series('GET 200 /x')).toBe(fast.series('GET 200 /x'));
    expect(await registry.metrics()).toContain('took_seconds_count{method="GET",route="/x",status="200"} 2');
    expect(await registry.metrics()).toContain('took_seconds_sum{method="GET",route="/x",status="200"} 1');
  });
});
