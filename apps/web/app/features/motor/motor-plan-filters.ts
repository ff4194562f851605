// The car and two-wheeler lists' premium bands and sort by IDV: pure functions over the priced plans.
// The spec's fixed bands (below ₹7,500 / ₹7,500–8,000 for cars, below ₹1,000 / ₹1,000–1,100 for two-wheelers)
// fitted only the default vehicle: a Royal Enfield Classic 350 showed "Showing 0 of 12 plans". The two bands are
// worked out from the premiums shown instead, cut at their median (docs/spec-deviations.md); for the default
// vehicles they are the spec's own bands.
import type { MotorPlan } from './motor-plan';

export type PremiumBandValue = 'lower' | 'upper';

export interface PremiumBand {
  value: PremiumBandValue;
  /** Rupees a year before GST: the lower band is below `from`... */
  from: number;
  /** ...the upper band runs from `from` to `to`. */
  to: number;
}

export const ANY_PREMIUM = 'any';

/** ₹100 steps for premiums under ₹2,000, ₹500 above: round figures a visitor reads at a glance. */
function stepFor(amount: number): number {
  return amount < 2000 ? 100 : 500;
}

/**
 * Two bands cut at the premiums' median, rounded to a round figure; none when the premiums cannot be split so
 * that each band holds a plan (one plan, or all priced alike).
 */
export function premiumBands(plans: readonly MotorPlan[]): PremiumBand[] {
  const premiums = plans.map((p) => p.premium).sort((a, b) => a - b);
  if (premiums.length < 2) return [];
  const middle = premiums.length / 2;
  const median =
    premiums.length % 2 === 0
      ? (premiums[middle - 1]! + premiums[middle]!) / 2
      : premiums[Math.floor(middle)]!;
  const step = stepFor(median);
  const cut = Math.round(median / step) * step;
  const top = Math.ceil(premiums[premiums.length - 1]! / step) * step;
  const below = premiums.filter((p) => p < cut).length;
  if (below === 0 || below === premiums.length) return [];
  return [
    { value: 'lower', from: cut, to: cut },
    { value: 'upper', from: cut, to: top },
  ];
}

function inBand(band: PremiumBand, premium: number): boolean {
  return band.value === 'lower' ? premium < band.from : premium >= band.from && premium <= band.to;
}

export function selectMotorPlans(
  plans: readonly MotorPlan[],
  premiumBand: string,
  sortByIdv: boolean,
): MotorPlan[] {
  const band = premiumBands(plans).find((b) => b.value === premiumBand);
  const shown = band ? plans.filter((plan) => inBand(band, plan.premium)) : [...plans];
  return sortByIdv ? shown.sort((a, b) => b.idv - a.idv) : shown;
}
