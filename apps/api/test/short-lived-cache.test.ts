import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from '../src/lib/short-lived-cache.ts';

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad() {
  const finishers: { resolve: (body: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      finishers.push({ resolve, reject });
    });
  return { load, finishers };
}

describe('ShortLivedCache.getOrLoad', () => {
  it('loads once for twenty callers arriving together, then answers from memory until the TTL passes', async () => {
    let now = 0;
    const cache = new ShortLivedCache<string>(10_000, () => now);
    const { load, finishers } = manualLoad();
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad('en', load));
    expect(finishers).toHaveLength(1);
    finishers[0]!.resolve('faq v1');
    const bodies = await Promise.all(waiting);
    expect(bodies).toEqual(Array(20).fill('faq v1'));
    expect(cache.getOrLoad('en', load)).toBe('faq v1');
    expect(finishers).toHaveLength(1);
    now = 9_999;
    expect(typeof cache.getOrLoad('en', load)).toBe('string');
    now = 10_000;
    expect(cache.getOrLoad('en', load)).toBeInstanceOf(Promise);
    expect(finishers).toHaveLength(2);
  });

  it('keeps each key apart', () => {
    const cache = new ShortLivedCache<string>(10_000, () => 0);
    const { load, finishers } = manualLoad();
    void cache.getOrLoad('en', load);
    void cache.getOrLoad('hi', load);
    expect(finishers).toHaveLength(2);
  });

  it('does not keep a load that an edit (clear) overtook, and the next caller loads afresh', async () => {
    const cache = new ShortLivedCache<string>(10_000, () => 0);
    const { load, finishers } = manualLoad();
    const before = cache.getOrLoad('en', load);
    cache.clear();
    const after = cache.getOrLoad('en', load);
    expect(finishers).toHaveLength(2);
    finishers[0]!.resolve('before the edit');
    finishers[1]!.resolve('after the edit');
    expect(await before).toBe('before the edit');
    expect(await after).toBe('after the edit');
    expect(cache.getOrLoad('en', load)).toBe('after the edit');
  });

  it('keeps no failure: the callers waiting get the error, the next one tries again', async () => {
    const cache = new ShortLivedCache<string>(10_000, () => 0);
    const { load, finishers } = manualLoad();
    const first = cache.getOrLoad('en', load);
    const second = cache.getOrLoad('en', load);
    finishers[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect(second).rejects.toThrow('database away');
    const retry = cache.getOrLoad('en', load);
    expect(finishers).toHaveLength(2);
    finishers[1]!.resolve('faq');
    expect(await retry).toBe('faq');
  });
});
