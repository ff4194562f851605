// zod-free rules and words of the car and bike number form: a quote form's first load imports these, and the schema in motor.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
import { VEHICLE_MODELS, type MotorKind, type VehicleModel } from '../lines/motor/vehicle-models.ts';

export const MOTOR_VEHICLES = ['Car', 'Two-Wheeler'] as const;
export type MotorVehicle = (typeof MOTOR_VEHICLES)[number];

/** The number form's short brand names (shopping spec §9) for the rate table's makes. */
export const MOTOR_BRAND_SHORT_NAMES: Readonly<Record<string, string>> = { 'Maruti Suzuki': 'Maruti' };

function brandsOf(kind: MotorKind): Record<string, readonly string[]> {
  const brands: Record<string, string[]> = {};
  for (const m of VEHICLE_MODELS) {
    if (m.kind === kind) (brands[MOTOR_BRAND_SHORT_NAMES[m.make] ?? m.make] ??= []).push(m.model);
  }
  return brands;
}

/**
 * Brands and their models: a car's are called variants on screen, a bike's models. They are the rate table's
 * (VEHICLE_MODELS), so every model the number form offers is one the lists price; the spec's §9 named four brands
 * of three models each (docs/spec-deviations.md).
 */
export const MOTOR_BRANDS: Record<MotorVehicle, Record<string, readonly string[]>> = {
  Car: brandsOf('car'),
  'Two-Wheeler': brandsOf('two-wheeler'),
};

/** The rate table's model for a brand (short or full name) and model name as the number form sends them. */
export function vehicleOfBrand(
  kind: MotorKind,
  brand: string | undefined,
  model: string | undefined,
): VehicleModel | undefined {
  return VEHICLE_MODELS.find(
    (m) =>
      m.kind === kind && (m.make === brand || MOTOR_BRAND_SHORT_NAMES[m.make] === brand) && m.model === model,
  );
}

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

/**
 * A Bharat-series plate starts with the two last digits of its year of first registration (MoRTH notification
 * G.S.R. 594(E), 26/08/2021: "YY BH #### XX"), so the registration year need not be asked: 22BH1234AB gives 2022.
 * Other plates do not carry their year (undefined).
 */
export function registrationYearOfPlate(plate: string): number | undefined {
  const bharat = /^(\d{2})BH\d{4}[A-Z]{1,2}$/.exec(plate);
  return bharat ? 2000 + Number(bharat[1]) : undefined;
}

export function isValidPlate(value: string): boolean {
  return value.length === PLATE_LENGTH && PLATE_PATTERN.test(value);
}

export function vehicleNumberProblem(vehicle: MotorVehicle, value: string): string | undefined {
  if (value === NEW_VEHICLE || isValidPlate(value)) return undefined;
  return vehicle === 'Car' ? motorLeadMessages.carNumber : motorLeadMessages.bikeNumber;
}
