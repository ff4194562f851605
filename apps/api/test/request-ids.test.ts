import { describe, expect, it } from 'vitest';
import { requestIds } from '../src/lib/request-ids.ts';

describe('request ids', () => {
  it('never repeat within a process, nor across processes (each has its own random tag)', () => {
    const one = requestIds();
    const other = requestIds();
    const ids = [...Array.from({ length: 5000 }, one), ...Array.from({ length: 5000 }, other)];
    expect(new Set(ids).size).toBe(10_000);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-1$/);
    expect(ids[4999]).toMatch(/^[0-9a-f]{8}-3uw$/); // 5000 in base 36
    expect(ids[0]!.split('-')[0]).not.toBe(ids[5000]!.split('-')[0]);
  });
});
