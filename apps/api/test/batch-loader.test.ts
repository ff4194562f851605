import { describe, expect, it } from 'vitest';
import { BATCH_KEYS, BatchLoader } from '../src/lib/batch-loader.ts';

/** A loader whose batches the test answers by hand: each batch's keys, and a way to finish it. */
function manualLoader() {
  const batches: {
    keys: string[];
    finish: (values: Record<string, number>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const loader = new BatchLoader<number>(
    (keys) =>
      new Promise((resolve, reject) => {
        batches.push({ keys, finish: (values) => resolve(new Map(Object.entries(values))), fail: reject });
      }),
  );
  return { loader, batches };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchLoader', () => {
  it('reads every key asked for in one turn in one batch, each distinct key once, and gives each its own value', async () => {
    const { loader, batches } = manualLoader();
    const asked = ['a', 'b', 'a', 'c', 'b'].map((key) => loader.load(key, 's1'));
    expect(batches).toHaveLength(0);
    await nextTurn();
    expect(batches.map((batch) => batch.keys)).toEqual([['a', 'b', 'c']]);
    batches[0]!.finish({ a: 1, b: 2 });
    expect(await Promise.all(asked)).toEqual([1, 2, 1, undefined, 2]);
  });

  it('joins a running read only under the same stamp, and never without one', async () => {
    const { loader, batches } = manualLoader();
    const first = loader.load('a', 's1');
    await nextTurn();
    expect(batches).toHaveLength(1);
    const sameStamp = loader.load('a', 's1');
    const movedStamp = loader.load('a', 's2');
    await nextTurn();
    // the moved stamp's caller waits for a read of its own; the same stamp's joins the running one
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['a']]);
    batches[0]!.finish({ a: 1 });
    batches[1]!.finish({ a: 2 });
    expect(await Promise.all([first, sameStamp, movedStamp])).toEqual([1, 1, 2]);

    const unstamped = loader.load('b', undefined);
    await nextTurn();
    const again = loader.load('b', undefined);
    await nextTurn();
    expect(batches.slice(2).map((batch) => batch.keys)).toEqual([['b'], ['b']]);
    batches[2]!.finish({ b: 3 });
    batches[3]!.finish({ b: 4 });
    expect(await Promise.all([unstamped, again])).toEqual([3, 4]);
  });

  it('reads again once a read has finished, even under the same stamp', async () => {
    const { loader, batches } = manualLoader();
    const first = loader.load('a', 's1');
    await nextTurn();
    batches[0]!.finish({ a: 1 });
    expect(await first).toBe(1);
    const later = loader.load('a', 's1');
    await nextTurn();
    expect(batches).toHaveLength(2);
    batches[1]!.finish({ a: 5 });
    expect(await later).toBe(5);
  });

  it('fails every caller of a failed batch, and the next ask reads again', async () => {
    const { loader, batches } = manualLoader();
    const asked = [loader.load('a', 's1'), loader.load('b', 's1'), loader.load('a', 's1')];
    await nextTurn();
    batches[0]!.fail(new Error('database away'));
    for (const read of asked) await expect(read).rejects.toThrow('database away');
    const retried = loader.load('a', 's1');
    await nextTurn();
    expect(batches).toHaveLength(2);
    batches[1]!.finish({ a: 7 });
    expect(await retried).toBe(7);
  });

  it(`asks for at most ${BATCH_KEYS} keys a query`, async () => {
    const { loader, batches } = manualLoader();
    const keys = Array.from({ length: BATCH_KEYS * 2 + 1 }, (_, i) => `k${i}`);
    const asked = keys.map((key) => loader.load(key, 's1'));
    await nextTurn();
    expect(batches.map((batch) => batch.keys.length)).toEqual([BATCH_KEYS, BATCH_KEYS, 1]);
    expect(batches.flatMap((batch) => batch.keys)).toEqual(keys);
    for (const batch of batches) batch.finish(Object.fromEntries(batch.keys.map((key) => [key, key.length])));
    expect(await Promise.all(asked)).toEqual(keys.map((key) => key.length));
  });
});
