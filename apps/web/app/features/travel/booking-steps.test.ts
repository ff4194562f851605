import { bookingMessages, diseaseYears } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { emptyTraveller, toggleDisease, validateStep } from './booking-steps';

const filled = {
  ...emptyTraveller(),
  fullName: 'Asha Rao',
  gender: 'Female' as const,
  dob: '14/02/1990',
  visaType: 'Student Visa' as const,
  passport: 'K1234567',
  mobile: '9876543210',
  nominee: 'Ravi Rao',
  relation: 'Spouse' as const,
};

describe('booking steps', () => {
  it('stops step 1 until every traveller has the personal details', () => {
    const errors = validateStep(1, [filled, emptyTraveller()]);
    expect(Object.keys(errors).every((k) => k.startsWith('travellers.1.'))).toBe(true);
    expect(errors['travellers.1.fullName']).toBe(bookingMessages.fullName);
    expect(errors['travellers.1.visaType']).toBe(bookingMessages.visaType);
    expect(errors['travellers.1.nationality']).toBeUndefined();
    expect(validateStep(1, [filled])).toEqual({});
  });

  it('does not look at the medical history in step 1', () => {
    expect(validateStep(1, [{ ...filled, diseases: [{ name: 'Asthma', year: '' }] }])).toEqual({});
  });

  it('stops step 2 while a ticked disease has no year', () => {
    const ticked = toggleDisease(filled, 'Asthma');
    expect(validateStep(2, [ticked])).toEqual({
      'travellers.0.diseases.0.year': bookingMessages.diseaseYear,
    });
    const dated = { ...ticked, diseases: [{ name: 'Asthma' as const, year: diseaseYears()[0]! }] };
    expect(validateStep(2, [dated])).toEqual({});
    expect(toggleDisease(dated, 'Asthma').diseases).toEqual([]);
  });

  it('lets step 2 pass with no diseases and has nothing to check on the summary', () => {
    expect(validateStep(2, [filled])).toEqual({});
    expect(validateStep(3, [emptyTraveller()])).toEqual({});
  });
});
