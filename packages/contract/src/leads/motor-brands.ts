// The number form's brands and models, from the vehicle catalogue the lists price (lines/motor/vehicle-models.ts).
// Apart from the form's rules (motor-rules.ts) so its first load carries no catalogue: the form loads these when a
// new vehicle's brand is asked for (apps/web/app/features/motor/motor-brands.ts; bench:bundle).
import { MOTOR_BRAND_SHORT_NAMES, VEHICLE_MODELS, type MotorKind } from '../lines/motor/vehicle-models.ts';
import type { MotorVehicle } from './motor-rules.ts';

// the lists find a model by its brand and name without the brands themselves
export { MOTOR_BRAND_SHORT_NAMES, vehicleOfBrand } from '../lines/motor/vehicle-models.ts';

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
