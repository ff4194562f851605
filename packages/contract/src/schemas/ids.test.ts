import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery } from './admin.ts';
import { cappedText, hasControlCharacters, ID_MAX, idSchema, parentMessageIdSchema } from './text.ts';

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

describe('a page of a list, and the message a reply answers', () => {
  it('reads pages from digits only', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageQuery.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    for (const page of ['0x10', '1e1', 'true', '', '0', '-1']) {
      expect(pageQuery.safeParse({ page }).success, page).toBe(false);
    }
  });

  it('takes 0, null or nothing as a new thread and refuses what is not an id', () => {
    const parent = z.object({ parentmessageid: parentMessageIdSchema });
    expect(parent.parse({}).parentmessageid).toBeUndefined();
    expect(parent.parse({ parentmessageid: 0 }).parentmessageid).toBeNull();
    expect(parent.parse({ parentmessageid: '0' }).parentmessageid).toBeNull();
    expect(parent.parse({ parentmessageid: null }).parentmessageid).toBeNull();
    expect(parent.parse({ parentmessageid: 12 }).parentmessageid).toBe(12);
    expect(parent.parse({ parentmessageid: '12' }).parentmessageid).toBe(12);
    for (const given of [true, false, [], '', '   ', 'abc', '0x1', 1.5, -1, ID_MAX + 1]) {
      expect(parent.safeParse({ parentmessageid: given }).success, JSON.stringify(given)).toBe(false);
    }
  });
});

describe('control characters in free text', () => {
  it.each([
    ['a NUL', 'Asha\u0000'],
    ['DEL', 'Asha\u007f'],
    ['a C1 control', 'Asha\u0085'],
    ['a right-to-left override', '\u202eahsA'],
    ['a left-to-right isolate', 'As\u2066ha'],
    ['a lone high surrogate', 'Asha\ud800'],
    ['a lone high surrogate at the start', '\ud800Asha'],
    ['a lone low surrogate', 'Asha\udc00'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_, value) => {
    expect(hasControlCharacters(value)).toBe(true);
    expect(cappedText(100).safeParse(value).success).toBe(false);
  });

  it.each([
    ['Hindi with its joiners', 'क्‍ष और क्‌ष'],
    ['an emoji (a surrogate pair)', 'Thank you 🙏'],
    ['a non-breaking space and ₹', 'Rs\u00a05,000 = ₹5,000'],
    ['Tamil', 'தமிழ்'],
  ])('keeps %s', (_, value) => {
    expect(hasControlCharacters(value)).toBe(false);
    expect(cappedText(100).parse(value)).toBe(value.trim());
  });

  it('keeps line breaks only in multi-line text', () => {
    expect(hasControlCharacters('line one\nline two', true)).toBe(false);
    expect(hasControlCharacters('line one\nline two')).toBe(true);
  });
});
