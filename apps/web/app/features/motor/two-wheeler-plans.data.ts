// The 12 two-wheeler plans, in the catalogue's own order (the lists' "popularity" sort; no visitor counts stand behind it): their
// names and insurers are the contract's plan directory's. Prices come from the rating engine, calibrated to each plan's listed premium
// for a 2-year-old Honda Activa 6G in a metro (zone A) with no no-claim bonus (plans `two-wheeler-<id>`).
import { motorPlansOf, type MotorPlanInfo } from './motor-plan';

export const TWO_WHEELER_PLANS: readonly MotorPlanInfo[] = motorPlansOf('two-wheeler');
