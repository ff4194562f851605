import { insuranceApplication } from '@bimasetu/contract';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { ApplicationValues } from './application-values';

export const FIELD_LABELS: Record<keyof ApplicationValues, string> = {
  fullName: 'Full name',
  dob: 'Date of birth',
  gender: 'Gender',
  maritalStatus: 'Marital status',
  nationality: 'Nationality',
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  address: 'Address',
  phone: 'Phone number',
  email: 'Email',
  nomineeName: 'Nominee name',
  nomineeRelation: 'Nominee relation',
  nomineeDob: 'Nominee date of birth',
  policyType: 'Policy type',
  sumAssured: 'Sum assured',
  policyTerm: 'Policy term',
  paymentFrequency: 'Payment frequency',
  occupation: 'Occupation',
  income: 'Annual income',
  employer: 'Employer',
  lifestyle: 'Lifestyle',
  existingIllness: 'Existing illness',
  familyHistory: 'Family medical history',
  vehicleType: 'Vehicle type',
  brand: 'Brand',
  model: 'Model',
  fuelType: 'Fuel type',
  variant: 'Variant',
  regYear: 'Registration year',
  regMonth: 'Registration month',
  commercialActivity: 'Commercial activity',
};

/**
 * The contract's rules ("is required", "must be exactly 10 digits") read as sentences about each field; the
 * describe step of the form's useSchemaForm.
 */
export function describeApplicationErrors(raw: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(raw)) {
    const label =
      FIELD_LABELS[field as keyof ApplicationValues] ?? (field === 'plan' ? 'Chosen plan' : field);
    errors[field] = field === 'policyType' ? 'Please choose a policy type' : `${label} ${rule}`;
  }
  return errors;
}

/** The messages for a whole body at once (what the form shows after a refused submit). */
export function applicationErrors(body: ApplicationValues & { plan?: string }): FieldErrors {
  return describeApplicationErrors(fieldErrors(insuranceApplication.safeParse(body)));
}
