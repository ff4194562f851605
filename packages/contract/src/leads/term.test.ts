import { describe, expect, it } from 'vitest';
import {
  APPLICATION_GENDER_OF_TERM_CODE,
  termDobProblem,
  termGenderCode,
  termLeadMessages as m,
  termLeadSchema,
  termQuoteFormSchema,
} from './term.ts';
import { GENDERS } from '../constants.ts';

const valid = {
  gender: 1,
  fullName: 'Asha Rao',
  dob: '15/08/1990',
  mobileNumber: '9876543210',
  whatsapp: false,
};
const firstMessage = (input: unknown, field: string) => {
  const result = termLeadSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('termLeadSchema', () => {
  it('accepts a complete lead', () => {
    expect(termLeadSchema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['fullName', '', m.nameRequired],
    ['fullName', '   ', m.nameRequired],
    ['fullName', 'Asha 2', m.nameLetters],
    ['fullName', 'A'.repeat(26), m.nameTooLong],
    ['dob', '', m.dobRequired],
    ['dob', '1990-08-15', m.dobFormat],
    ['dob', '31/02/1990', m.dobFormat],
    ['dob', '15/8/1990', m.dobFormat],
    ['mobileNumber', '', m.mobileRequired],
    ['mobileNumber', '98765', m.mobileInvalid],
    ['mobileNumber', '98765432101', m.mobileInvalid],
    ['mobileNumber', '98765abcde', m.mobileInvalid],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toBe(message);
  });
  it('refuses a gender outside 1, 2, 3 and a missing whatsapp flag', () => {
    expect(termLeadSchema.safeParse({ ...valid, gender: 4 }).success).toBe(false);
    expect(termLeadSchema.safeParse({ ...valid, whatsapp: undefined }).success).toBe(false);
  });
  it('keeps a tobacco answer, reads a lead kept without one and refuses any other answer', () => {
    expect(termLeadSchema.parse({ ...valid, tobacco: 'yes' }).tobacco).toBe('yes');
    expect(termLeadSchema.parse(valid).tobacco).toBeUndefined();
    expect(firstMessage({ ...valid, tobacco: 'sometimes' }, 'tobacco')).toBe(m.tobaccoRequired);
  });
  it('the quote form asks the tobacco question every time', () => {
    const refused = termQuoteFormSchema.safeParse(valid);
    expect(refused.success ? undefined : refused.error.issues[0]?.message).toBe(m.tobaccoRequired);
    expect(termQuoteFormSchema.parse({ ...valid, tobacco: 'no' }).tobacco).toBe('no');
  });
  it('sells term cover from 18 to 65 years of age', () => {
    const today = new Date(2026, 10, 22);
    expect(termDobProblem('22/11/2008', today)).toBeUndefined();
    expect(termDobProblem('23/11/2008', today)).toBe(m.dobAge);
    expect(termDobProblem('23/11/1960', today)).toBeUndefined();
    expect(termDobProblem('22/11/1960', today)).toBe(m.dobAge);
  });
});

describe('the one gender map between a term lead and an application', () => {
  it('maps every application gender to a code and back', () => {
    for (const gender of GENDERS) {
      const code = termGenderCode(gender);
      expect(code).toBeDefined();
      expect(APPLICATION_GENDER_OF_TERM_CODE[code!]).toBe(gender);
    }
  });

  it('has no code for a blank or unknown gender', () => {
    expect(termGenderCode('')).toBeUndefined();
    expect(termGenderCode(undefined)).toBeUndefined();
    expect(termGenderCode('Others')).toBeUndefined();
  });
});
