// zod-free rules and words of the car and bike number form: a quote form's first load imports these, and the schema in motor.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts). Its brands and models, drawn
// from the vehicle catalogue, are in motor-brands.ts, which the form loads only when a new vehicle's are asked for.
export const MOTOR_VEHICLES = ['Car', 'Two-Wheeler'] as const;
export type MotorVehicle = (typeof MOTOR_VEHICLES)[number];

// what a plate tells of its year, beside what it tells of its zone (the lists' pricing)
export { registrationYearOfPlate } from '../lines/motor/motor-price.ts';

export const PLATE_LENGTH = 10;
export const NEW_VEHICLE = 'NEW';
/**
 * The plates India issues (10 characters): state, 2-digit RTO, 1-2 letters, up to 4 digits (MH12AB1234);
 * Delhi's 1-digit district with up to 3 letters (DL3CAB1234); Bharat series: year, BH, 4 digits, 1-2
 * letters (22BH1234AA). The spec allowed only the first (docs/spec-deviations.md).
 */
export const PLATE_PATTERN =
  /^(?:[A-Z]{2}\d{2}[A-Z]{1,2}\d{1,4}|DL\d[A-Z]{1,3}\d{1,4}|\d{2}BH\d{4}[A-Z]{1,2})$/;

export const motorLeadMessages = {
  carNumber: 'Enter a valid 10-character car number or type NEW',
  bikeNumber: 'Enter a valid 10-character bike number or type NEW',
  carBrand: 'Please select your car brand.',
  bikeBrand: 'Please select your bike brand.',
  carModel: 'Please select your car variant.',
  bikeModel: 'Please select your bike model.',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
} as const;

/** What the number box keeps of what was typed: upper case, no spaces or dashes, at most 10 characters. */
export function normaliseVehicleNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').slice(0, PLATE_LENGTH);
}

export function isValidPlate(value: string): boolean {
  return value.length === PLATE_LENGTH && PLATE_PATTERN.test(value);
}

export function vehicleNumberProblem(vehicle: MotorVehicle, value: string): string | undefined {
  if (value === NEW_VEHICLE || isValidPlate(value)) return undefined;
  return vehicle === 'Car' ? motorLeadMessages.carNumber : motorLeadMessages.bikeNumber;
}
