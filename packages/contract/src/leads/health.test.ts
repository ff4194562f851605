import { describe, expect, it } from 'vitest';
import {
  HEALTH_CITIES,
  HEALTH_MEMBERS,
  healthAgeOptions,
  healthLeadMessages as m,
  healthLeadSchema,
} from './health.ts';

const valid = {
  gender: 'Male',
  members: [
    { member: 'Self', age: '34 years' },
    { member: 'Son', age: '4-12 Months' },
  ],
  city: 'Pune',
  name: 'Ravi Kumar',
  phone: '9876543210',
  medicalConditions: ['None of these'],
};
const messages = (input: unknown) => {
  const result = healthLeadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('healthLeadSchema', () => {
  it('accepts a complete lead', () => {
    expect(healthLeadSchema.parse(valid)).toEqual(valid);
  });
  it('needs at least one member, and an age for each', () => {
    expect(messages({ ...valid, members: [] })).toEqual([m.memberRequired]);
    expect(
      messages({
        ...valid,
        members: [
          { member: 'Self', age: '' },
          { member: 'Mother', age: '' },
        ],
      }),
    ).toEqual(['Please select age for Self.', 'Please select age for Mother.']);
  });
  it('takes up to four children, sons and daughters repeated, and every other member once', () => {
    const child = (member: string, age: string) => ({ member, age });
    const four = [
      child('Son', '9 years'),
      child('Son', '6 years'),
      child('Daughter', '4 years'),
      child('Daughter', '4-12 Months'),
    ];
    const withParents = [{ member: 'Self', age: '38 years' }, { member: 'Wife', age: '35 years' }, ...four];
    expect(messages({ ...valid, members: withParents })).toEqual([]);
    expect(messages({ ...valid, members: [...withParents, child('Son', '1 year')] })).toEqual([
      m.childrenLimit,
    ]);
    expect(
      messages({
        ...valid,
        members: [
          { member: 'Father', age: '60 years' },
          { member: 'Father', age: '61 years' },
        ],
      }),
    ).toEqual([
      'must be one of: Self, Wife, Son, Daughter, Father, Mother, Grandfather, Grandmother, Father-in-law, Mother-in-law, each once but Son and Daughter',
    ]);
    expect(m.childrenLimit).toBe('You can insure up to 4 children.');
  });
  it('refuses a member of the other gender list and an age a member cannot have', () => {
    expect(messages({ ...valid, members: [{ member: 'Husband', age: '40 years' }] })).toHaveLength(1);
    expect(messages({ ...valid, members: [{ member: 'Father', age: '4-12 Months' }] })).toEqual([
      'Please select age for Father.',
    ]);
  });
  it.each([
    ['city', '', m.cityRequired],
    ['city', 'Gotham', m.cityRequired],
    ['name', '  ', m.nameRequired],
    ['phone', '5876543210', m.phoneInvalid],
    ['phone', '987654321', m.phoneInvalid],
    ['medicalConditions', [], m.conditionRequired],
    ['medicalConditions', ['Diabetes', 'None of these'], m.conditionExclusive],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });
  it('offers adults 18 to 100 years and children days, months, then 1 to 50 years', () => {
    const adult = healthAgeOptions('Mother');
    expect(adult[0]).toBe('18 years');
    expect(adult.at(-1)).toBe('100 years');
    expect(adult).toHaveLength(83);
    const child = healthAgeOptions('Daughter');
    expect(child.slice(0, 3)).toEqual(['20-120 Days', '4-12 Months', '1 year']);
    expect(child.at(-1)).toBe('50 years');
  });
  it('lists about fifty cities and swaps Wife for Husband for a female visitor', () => {
    expect(new Set(HEALTH_CITIES).size).toBe(50);
    expect(HEALTH_MEMBERS.Female[1]).toBe('Husband');
    expect(HEALTH_MEMBERS.Male[1]).toBe('Wife');
  });
});

describe('healthLeadSchema on junk', () => {
  it('answers issues instead of throwing', () => {
    expect(healthLeadSchema.safeParse({ gender: 'X', members: 'abc' }).success).toBe(false);
    expect(healthLeadSchema.safeParse({ gender: 'Male', members: [null, 3] }).success).toBe(false);
    expect(healthLeadSchema.safeParse(null).success).toBe(false);
  });
});
