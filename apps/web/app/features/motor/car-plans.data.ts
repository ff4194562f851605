// The 10 car plans, in the catalogue's own order (the lists' "popularity" sort; no visitor counts stand behind it). Prices come from the rating engine (`@bimasetu/contract/rating`, plans `car-<id>`), calibrated to each plan's listed premium for a 3-year-old Maruti Suzuki Swift petrol in a metro (zone A) with no no-claim bonus.
import type { MotorPlanInfo } from './motor-plan';

export const CAR_PLANS: readonly MotorPlanInfo[] = [
  {
    id: 1,
    name: 'ICICI Lombard Comprehensive Car Insurance',
    logo: 'ICICI Lombard',
  },
  {
    id: 2,
    name: 'HDFC ERGO Comprehensive Car Insurance',
    logo: 'HDFC ERGO',
  },
  {
    id: 3,
    name: 'Go Digit Comprehensive Car Insurance',
    logo: 'Go Digit',
  },
  {
    id: 4,
    name: 'Tata AIG Comprehensive Car Insurance',
    logo: 'Tata AIG',
  },
  {
    id: 5,
    name: 'Acko Comprehensive Car Insurance',
    logo: 'Acko',
  },
  {
    id: 6,
    name: 'Bajaj Allianz Comprehensive Car Insurance',
    logo: 'Bajaj Allianz',
  },
  {
    id: 7,
    name: 'SBI General Comprehensive Car Insurance',
    logo: 'SBI General',
  },
  {
    id: 8,
    name: 'Reliance General Comprehensive Car Insurance',
    logo: 'Reliance General',
  },
  {
    id: 9,
    name: 'Royal Sundaram Comprehensive Car Insurance',
    logo: 'Royal Sundaram',
  },
  {
    id: 10,
    name: 'Zuno General Comprehensive Car Insurance',
    logo: 'Zuno General',
  },
];
