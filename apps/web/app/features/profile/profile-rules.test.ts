import { describe, expect, it } from 'vitest';
import { toSavePayload, validateProfile, valuesFrom, type ProfileValues } from './profile-rules';

const valid: ProfileValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  aadharno: '123412341234',
  pancard: 'ABCDE1234F',
  nomineeName: 'Ravi Verma',
  nomineeRelation: 'Spouse',
  nomineeDob: '05/08/1988',
};

describe('profile rules', () => {
  it('saves with lower-case firstname and lastname and an upper-cased PAN', () => {
    // Every other field is sent under its own name, as typed.
    const { firstName, lastName, ...sameNames } = valid;
    expect(toSavePayload({ ...valid, pancard: 'abcde1234f ' }, 7)).toEqual({
      ...sameNames,
      id: 7,
      firstname: firstName,
      lastname: lastName,
      pancard: 'ABCDE1234F',
    });
  });

  it('accepts a complete profile and the masked Aadhaar the server hands out', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, aadharno: 'XXXXXXXX1234' })).toEqual({});
  });

  it('names the field and its rule for each mistake', () => {
    const errors = validateProfile({
      ...valid,
      firstName: '',
      aadharno: '12345',
      pancard: 'ABCD12345F',
      email: 'asha@',
      nomineeDob: '31/02/1990',
    });
    expect(errors.firstName).toBe('First name is required');
    expect(errors.aadharno).toBe('Aadhaar number must be exactly 12 digits');
    expect(errors.pancard).toBe('PAN must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)');
    expect(errors.email).toBe('Email must be a valid email address');
    expect(errors.nomineeDob).toBe('Nominee date of birth must be a real date written dd/mm/yyyy');
  });

  it('prefills a new profile from sign-up, and copies an existing one for editing', () => {
    expect(
      valuesFrom(null, '9876543210', { name: 'Asha  K Verma', email: 'a@b.in', mobile: '9876543210' }),
    ).toMatchObject({ firstName: 'Asha', lastName: 'K Verma', email: 'a@b.in', mobile: '9876543210' });
    const read = {
      id: 3,
      firstName: 'A',
      lastName: 'B',
      mobile: '9876543210',
      email: '',
      aadharno: 'XXXXXXXX1234',
      pancard: '',
      nomineeName: '',
      nomineeRelation: '',
      nomineeDob: '',
    };
    expect(valuesFrom(read, '9876543210', null)).toMatchObject({ firstName: 'A', aadharno: 'XXXXXXXX1234' });
  });
});
