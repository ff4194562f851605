// The 10 car plans, in the catalogue's own order (the lists' "popularity" sort; no visitor counts stand behind it): their
// names and insurers are the contract's plan directory's. Prices come from the rating engine, calibrated to each plan's listed premium
// for a 3-year-old Maruti Suzuki Swift petrol in a metro (zone A) with no no-claim bonus (plans `car-<id>`).
import { motorPlansOf, type MotorPlanInfo } from './motor-plan';

export const CAR_PLANS: readonly MotorPlanInfo[] = motorPlansOf('car');
