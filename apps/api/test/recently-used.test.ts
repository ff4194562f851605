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
});
