import { describe, expect, it } from 'vitest';
import { myRequestQuery, referenceFromTyped } from './requests.ts';

describe('a request reference as customers and advisers type it', () => {
  it.each([['BS-7K2M9Q4X'], ['bs-7k2m9q4x'], [' BS-7K2M9Q4X '], ['BS 7K2M 9Q4X'], ['bs7k2m9q4x']])(
    'reads %j as BS-7K2M9Q4X',
    (typed) => {
      expect(referenceFromTyped(typed)).toBe('BS-7K2M9Q4X');
      expect(myRequestQuery.parse({ reference: typed })).toEqual({ reference: 'BS-7K2M9Q4X' });
    },
  );

  it.each([['BS-7K2M9Q4'], ['XX-7K2M9Q4X'], ['BS-7K2M9Q4X9'], ['']])(
    'refuses %j with the reference rule',
    (typed) => {
      const parsed = myRequestQuery.safeParse({ reference: typed });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be a reference like BS-7K2M9Q4X');
    },
  );
});
