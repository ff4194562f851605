import { registrationYears } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { applicationErrors } from './application-errors';
import {
  applicationBody,
  EMPTY_APPLICATION,
  policyTypeFrom,
  prefillFromParams,
  sessionPrefill,
  showsHealth,
  showsMotor,
} from './application-values';

describe('application prefill from a plan button', () => {
  it('reads policyType, plan and sumAssured', () => {
    const params = new URLSearchParams({
      policyType: 'Health',
      plan: '  Care  Supreme ',
      sumAssured: '1000000',
    });
    expect(prefillFromParams(params)).toEqual({
      values: { policyType: 'Health', sumAssured: '1000000' },
      plan: 'Care Supreme',
    });
  });

  it('ignores an unknown policy type and a sum that is not digits within 12', () => {
    const params = new URLSearchParams({ policyType: 'Pet', sumAssured: '1234567890123' });
    expect(prefillFromParams(params)).toEqual({ values: {}, plan: '' });
    expect(prefillFromParams(new URLSearchParams('sumAssured=₹5,00,000')).values.sumAssured).toBe('500000');
  });

  it('accepts the policy types in any case, and Motor for Motor Insurance', () => {
    expect(policyTypeFrom('term')).toBe('Term');
    expect(policyTypeFrom('Motor')).toBe('Motor Insurance');
    expect(policyTypeFrom('motor insurance')).toBe('Motor Insurance');
    expect(policyTypeFrom(null)).toBe('');
  });
});

describe('application sections and body', () => {
  it('shows Motor only for Motor Insurance and Health & Lifestyle only for Health', () => {
    expect(showsMotor('Motor Insurance')).toBe(true);
    expect(showsMotor('Life')).toBe(false);
    expect(showsHealth('Health')).toBe(true);
    expect(showsHealth('Term')).toBe(false);
  });

  it('sends the fields of a hidden section empty and carries the chosen plan', () => {
    const values = { ...EMPTY_APPLICATION, policyType: 'Health', brand: 'Honda', lifestyle: 'Runs daily' };
    expect(applicationBody(values, 'Care Supreme')).toMatchObject({
      brand: '',
      lifestyle: 'Runs daily',
      plan: 'Care Supreme',
    });
    expect(applicationBody({ ...values, policyType: 'Motor Insurance' }, '')).toMatchObject({
      brand: 'Honda',
      lifestyle: '',
    });
    expect(applicationBody(values, '')).not.toHaveProperty('plan');
  });

  it('prefills a logged-in customer, cutting the name to 25 characters', () => {
    expect(
      sessionPrefill('9876543210', { firstName: 'Venkata Subramanian', lastName: 'Raghavachari' }),
    ).toEqual({
      phone: '9876543210',
      fullName: 'Venkata Subramanian Ragha',
    });
    // the profile's email and nominee are carried into a new application; blanks are left for the form
    expect(
      sessionPrefill('9876543210', {
        firstName: 'Asha',
        lastName: '',
        email: 'asha@example.in',
        nomineeName: 'Ravi Rao',
        nomineeRelation: 'Spouse',
        nomineeDob: '02/03/1988',
      }),
    ).toEqual({
      phone: '9876543210',
      fullName: 'Asha',
      email: 'asha@example.in',
      nomineeName: 'Ravi Rao',
      nomineeRelation: 'Spouse',
      nomineeDob: '02/03/1988',
    });
    expect(sessionPrefill('9876543210', { email: ' ', nomineeName: '' })).toEqual({ phone: '9876543210' });
    expect(sessionPrefill(null)).toEqual({});
  });

  it('offers registration years from this year back 30', () => {
    const years = registrationYears(new Date(2026, 0, 1));
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1996');
  });

  it('names the field in each message', () => {
    const words = loadedWords('en').application!;
    const errors = applicationErrors(
      { ...EMPTY_APPLICATION, phone: '98765', dob: '31/02/1990', pan: 'abc' },
      words,
    );
    expect(errors).toMatchObject({
      fullName: 'Full name is required',
      phone: 'Phone number must be exactly 10 digits',
      policyType: 'Please choose a policy type',
      dob: 'Date of birth must be a real date written dd/mm/yyyy',
    });
    expect(
      applicationErrors(
        { ...EMPTY_APPLICATION, fullName: 'Asha', phone: '9876543210', policyType: 'Life' },
        words,
      ),
    ).toEqual({});
  });
});
