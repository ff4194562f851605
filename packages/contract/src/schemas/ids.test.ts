import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema } from './text.ts';

describe('an id in a path, query or body', () => {
  it('takes a whole number, as a JSON number or as digits', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(' 7 ')).toBe(7);
    expect(idSchema.parse(String(ID_MAX))).toBe(ID_MAX);
  });

  it.each([
    ['0x1'],
    ['1e0'],
    ['1.0'],
    ['+1'],
    [''],
    [' '],
    [true],
    [null],
    [[1]],
    ['-1'],
    ['0'],
    [0],
    [1.5],
    [ID_MAX + 1],
  ])('refuses %j instead of reading it as a number', (given) => {
    expect(idSchema.safeParse(given).success).toBe(false);
  });
});
