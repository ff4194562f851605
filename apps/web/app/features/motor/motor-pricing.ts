// From what the visitor told us (the plate or a new vehicle's brand and model, then the list's questions) to
// the engine's inputs, with a stated default for every question not answered yet.
import { registrationYearOfPlate, vehicleOfBrand, type MotorVehicle } from '@bimasetu/contract';
import {
  MOTOR_PROFILES,
  quoteMotor,
  VEHICLE_MODELS,
  vehicleModel,
  zoneFromPlate,
  type MotorInputs,
  type MotorKind,
  type RtoZone,
  type VehicleModel,
} from '@bimasetu/contract/rating';
import type { MotorPlan, MotorPlanInfo } from './motor-plan';
import type { MotorArrival } from './use-motor-number-form';

export const kindOf = (vehicle: MotorVehicle): MotorKind => (vehicle === 'Car' ? 'car' : 'two-wheeler');

/** The visitor's answers; null is "not answered yet". */
export interface MotorAnswers {
  modelId: string | null;
  registrationYear: number | null;
  claimFreeYears: number | null;
  zone: RtoZone | null;
  /** Set by a registration number: the zone it tells, or null for a Bharat-series plate. */
  plate: string | null;
  isNew: boolean;
}

export function modelsOf(kind: MotorKind): VehicleModel[] {
  return VEHICLE_MODELS.filter((m) => m.kind === kind);
}

/** The plate's own registration year, unless it names a year still to come (a mistyped plate). */
function plateYear(plate: string): number | null {
  const year = registrationYearOfPlate(plate);
  return year !== undefined && year <= new Date().getFullYear() ? year : null;
}

export function answersFromArrival(vehicle: MotorVehicle, state: unknown): MotorAnswers {
  const arrival = state as Partial<MotorArrival> | null;
  const kind = kindOf(vehicle);
  const none: MotorAnswers = {
    modelId: null,
    registrationYear: null,
    claimFreeYears: null,
    zone: null,
    plate: null,
    isNew: false,
  };
  if (!arrival?.registrationNumber) return none;
  if (arrival.registrationNumber !== 'NEW') {
    const plate = arrival.registrationNumber;
    // a Bharat-series plate carries its year of first registration (22BH… is 2022): the year is answered
    return { ...none, plate, zone: zoneFromPlate(plate), registrationYear: plateYear(plate) };
  }
  const model = vehicleOfBrand(kind, arrival.brand, arrival.model);
  // a new vehicle has no claim history, so no bonus
  return { ...none, modelId: model?.id ?? null, claimFreeYears: 0, isNew: true };
}

/** The engine's inputs: each answer, or the profile's value until it is answered. */
export function motorInputs(kind: MotorKind, answers: MotorAnswers, currentYear: number | null): MotorInputs {
  const profile = MOTOR_PROFILES[kind];
  const registrationYear = answers.registrationYear ?? (answers.isNew ? currentYear : null);
  const ageMonths =
    registrationYear !== null && currentYear !== null
      ? Math.max(0, currentYear - registrationYear) * 12
      : profile.ageMonths;
  return {
    kind,
    modelId: answers.modelId ?? profile.modelId,
    ageMonths,
    zone: answers.zone ?? profile.zone,
    claimFreeYears: answers.claimFreeYears ?? profile.claimFreeYears,
    // a new vehicle still registered this year buys its first, bundled policy (the server reads it the same way:
    // the lead's "NEW" and the choices' age 0, contract lines/motor/line.ts)
    ...(answers.isNew && ageMonths === 0 ? { newVehicle: true } : {}),
  };
}

export function priceMotorPlans(
  plans: readonly MotorPlanInfo[],
  vehicle: MotorVehicle,
  inputs: MotorInputs,
): MotorPlan[] {
  return plans.flatMap((plan) => {
    const quote = quoteMotor(`${kindOf(vehicle)}-${plan.id}`, inputs);
    return quote ? [{ ...plan, premium: quote.basePremium, amount: quote.total, idv: quote.idv, quote }] : [];
  });
}

/** What the visitor told the list about the vehicle, as the application's Motor fields. */
export function vehicleFields(kind: MotorKind, answers: MotorAnswers): Record<string, string> {
  const fields: Record<string, string> = { vehicleType: kind === 'car' ? '4 Wheeler' : '2 Wheeler' };
  const model = answers.modelId ? vehicleModel(answers.modelId) : undefined;
  if (model) Object.assign(fields, { brand: model.make, model: model.model, fuelType: model.fuel });
  if (answers.registrationYear !== null) fields.regYear = String(answers.registrationYear);
  return fields;
}
