import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('dials Indian numbers with +91, and toll-free and short codes as written', () => {
    expect(telHref('+91 80 4000 1234')).toBe('tel:+918040001234');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
    expect(telHref('080 4000 1234')).toBe('tel:+918040001234');
    expect(telHref('1800 266 0101')).toBe('tel:18002660101');
    expect(telHref('155255')).toBe('tel:155255');
  });
});
