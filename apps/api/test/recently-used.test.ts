import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../src/lib/recently-used.ts';

describe('RecentlyUsed', () => {
  it('lets the least recently used go first, a read or a write counting as a use', () => {
    const recent = new RecentlyUsed<string, number>(2);
    recent.set('a', 1);
    recent.set('b', 2);
    expect(recent.get('a')).toBe(1); // a is now newer than b
    recent.set('c', 3);
    expect([recent.get('a'), recent.get('b'), recent.get('c'), recent.size]).toEqual([1, undefined, 3, 2]);
    recent.set('a', 10); // a write of a kept key is a use too: c goes next
    recent.set('d', 4);
    expect([recent.get('a'), recent.get('c'), recent.get('d')]).toEqual([10, undefined, 4]);
  });

  it('forgets a key or everything when told', () => {
    const recent = new RecentlyUsed<number, string>(3);
    recent.set(1, 'one');
    recent.set(2, 'two');
    recent.delete(1);
    expect([recent.get(1), recent.size]).toEqual([undefined, 1]);
    recent.clear();
    expect(recent.size).toBe(0);
  });

  it('holds values up to a total weight, letting the oldest go and never keeping one heavier than the whole', () => {
    const recent = new RecentlyUsed<string, Buffer>(10, (bytes) => bytes.length);
    recent.set('a', Buffer.alloc(4));
    recent.set('b', Buffer.alloc(4));
    recent.set('c', Buffer.alloc(4)); // 12 > 10: a goes
    expect([recent.get('a'), recent.size]).toEqual([undefined, 2]);
    recent.set('b', Buffer.alloc(1)); // b's new value replaces its old weight: 1 + 4
    recent.set('d', Buffer.alloc(5)); // 10: all three stay
    expect(recent.size).toBe(3);
    recent.set('e', Buffer.alloc(11)); // heavier than the whole: not kept, and nothing else goes for it
    expect([recent.get('e'), recent.size]).toEqual([undefined, 3]);
    recent.delete('d');
    recent.set('f', Buffer.alloc(5)); // the 5 freed by d is free again
    expect([recent.get('b')?.length, recent.get('c')?.length, recent.get('f')?.length]).toEqual([1, 4, 5]);
    recent.clear();
    recent.set('g', Buffer.alloc(10));
    expect(recent.get('g')?.length).toBe(10);
  });

  it('moves a read entry only once it has fallen out of the newest quarter, so hot reads cost no reordering', () => {
    const filled = () => {
      const recent = new RecentlyUsed<string, number>(8);
      for (let i = 1; i <= 8; i += 1) recent.set(`k${i}`, i);
      return recent;
    };
    const kept = (recent: RecentlyUsed<string, number>) =>
      Array.from({ length: 12 }, (_, i) => `k${i + 1}`).filter((key) => recent.get(key) !== undefined);

    // k1 is the oldest: a read moves it to the newest end, and k2 goes first
    const old = filled();
    old.get('k1');
    old.set('k9', 9);
    expect(kept(old)).toEqual(['k1', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9']);

    // k7 is among the newest quarter (one entry newer): a read leaves it where it is
    const recentOne = filled();
    recentOne.get('k7');
    for (let i = 9; i <= 15; i += 1) recentOne.set(`k${i}`, i);
    expect(recentOne.size).toBe(8);
    expect(recentOne.get('k7')).toBeUndefined();
    expect(recentOne.get('k8')).toBe(8);
  });
});
