import { describe, expect, it } from 'vitest';
import { readTermPerson, termPlansHref } from './term-person';

const TODAY = new Date(2026, 10, 22);

describe('the person a term list prices for', () => {
  it('travels from the form to the list in the address', () => {
    const href = termPlansHref('/term-insurance-plans', { dob: '15/08/1990', gender: 2, tobacco: 'yes' });
    expect(href).toBe('/term-insurance-plans?dob=1990-08-15&gender=female&tobacco=yes');
    const params = new URL(href, 'https://bimasetu.test').searchParams;
    // 22/11/2026 is after the 36th birthday on 15/08/2026
    expect(readTermPerson(params, 'term', TODAY)).toEqual({
      age: 36,
      gender: 'female',
      tobacco: 'yes',
      fromForm: true,
    });
  });

  it('reads a list opened without a tobacco answer, or with a made-up one, as not said', () => {
    for (const tobacco of ['', 'maybe', 'YES']) {
      const params = new URLSearchParams({ dob: '1990-08-15', tobacco });
      expect(readTermPerson(params, 'term', TODAY).tobacco).toBe('unanswered');
    }
    expect(readTermPerson(new URLSearchParams({ tobacco: 'no' }), 'term', TODAY).tobacco).toBe('no');
  });

  it('counts age last birthday', () => {
    const params = new URLSearchParams({ dob: '1992-11-23', gender: 'male' });
    expect(readTermPerson(params, 'term', TODAY).age).toBe(33);
  });

  it("assumes a 30-year-old of the list's gender when the address has no usable date of birth", () => {
    for (const dob of ['', '1990-02-31', '15/08/1990', '2030-01-01']) {
      expect(readTermPerson(new URLSearchParams({ dob }), 'women-term', TODAY)).toEqual({
        age: 30,
        gender: 'female',
        tobacco: 'unanswered',
        fromForm: false,
      });
    }
    expect(readTermPerson(new URLSearchParams({ gender: 'robot' }), 'nri-term', TODAY).gender).toBe('male');
  });
});
