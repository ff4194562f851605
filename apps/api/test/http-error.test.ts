import { describe, expect, it } from 'vitest';
import { HttpError, retryWait } from '../src/lib/http-error.ts';

describe('HttpError', () => {
  it('keeps its status, message and wait, and captures no stack frames', () => {
    const wait = retryWait(new Date('2026-11-28T10:00:00.000Z'), new Date('2026-11-28T10:00:01.500Z'));
    const error = new HttpError(429, 'Too many requests', wait);
    expect(error).toBeInstanceOf(Error);
    expect([error.statusCode, error.message, error.wait]).toEqual([429, 'Too many requests', wait]);
    expect(wait.retryAfterSeconds).toBe(2);
    expect(error.stack).not.toMatch(/\n\s+at /);
    expect(new HttpError(401, 'Please log in').wait).toBeUndefined();
  });

  it('leaves stack traces on for every other error', () => {
    const before = Error.stackTraceLimit;
    new HttpError(404, 'Not found');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
