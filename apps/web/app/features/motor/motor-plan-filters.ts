// The car and two-wheeler lists' premium bands and sort by IDV: pure functions over the priced plans.
import type { MotorVehicle } from '@bimasetu/contract';
import type { MotorPlan } from './motor-plan';
import type { MotorWords } from './motor-words';

export interface PremiumBand {
  /** Also the key of the band's words (`bands` in motor-words.ts). */
  value: keyof MotorWords['bands'];
  test: (premium: number) => boolean;
}

/** Premium filter choices per year (shopping spec §9). */
export const MOTOR_PREMIUM_BANDS: Record<MotorVehicle, readonly PremiumBand[]> = {
  Car: [
    { value: 'below-7500', test: (p) => p < 7500 },
    { value: '7500-8000', test: (p) => p >= 7500 && p <= 8000 },
  ],
  'Two-Wheeler': [
    { value: 'below-1000', test: (p) => p < 1000 },
    { value: '1000-1100', test: (p) => p >= 1000 && p <= 1100 },
  ],
};

export const ANY_PREMIUM = 'any';

export function selectMotorPlans(
  plans: readonly MotorPlan[],
  vehicle: MotorVehicle,
  premiumBand: string,
  sortByIdv: boolean,
): MotorPlan[] {
  const band = MOTOR_PREMIUM_BANDS[vehicle].find((b) => b.value === premiumBand);
  const shown = band ? plans.filter((plan) => band.test(plan.premium)) : [...plans];
  return sortByIdv ? shown.sort((a, b) => b.idv - a.idv) : shown;
}
