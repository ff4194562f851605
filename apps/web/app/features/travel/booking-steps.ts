// Step checks of the booking (the original had none: docs/spec-deviations.md). Each step checks only its fields.
import {
  bookingMedicalStepSchema,
  bookingPersonalStepSchema,
  type BookingTraveller,
} from '@bimasetu/contract';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';

export type BookingStep = 1 | 2 | 3;

export function emptyTraveller(): BookingTraveller {
  return {
    fullName: '',
    gender: '' as BookingTraveller['gender'],
    dob: '',
    nationality: 'Indian',
    visaType: '' as BookingTraveller['visaType'],
    passport: '',
    pan: '',
    mobile: '',
    nominee: '',
    relation: '' as BookingTraveller['relation'],
    diseases: [],
  };
}

/** Errors of one step, keyed "travellers.0.mobile"; {} lets the visitor move on. Step 3 has nothing to check. */
export function validateStep(step: BookingStep, travellers: readonly BookingTraveller[]): FieldErrors {
  if (step === 1) return fieldErrors(bookingPersonalStepSchema.safeParse({ travellers }));
  if (step === 2) return fieldErrors(bookingMedicalStepSchema.safeParse({ travellers }));
  return {};
}

/** Ticks a disease on or off for one traveller; a newly ticked disease has no year until one is chosen. */
export function toggleDisease(
  traveller: BookingTraveller,
  name: BookingTraveller['diseases'][number]['name'],
) {
  const has = traveller.diseases.some((d) => d.name === name);
  return {
    ...traveller,
    diseases: has
      ? traveller.diseases.filter((d) => d.name !== name)
      : [...traveller.diseases, { name, year: '' }],
  };
}
