// The 12 two-wheeler plans, in the catalogue's own order (the lists' "popularity" sort; no visitor counts stand behind it). Prices come from the rating engine (`@bimasetu/contract/rating`, plans `two-wheeler-<id>`), calibrated to each plan's listed premium for a 2-year-old Honda Activa 6G in a metro (zone A) with no no-claim bonus.
import type { MotorPlanInfo } from './motor-plan';

export const TWO_WHEELER_PLANS: readonly MotorPlanInfo[] = [
  {
    id: 1,
    name: 'Acko Comprehensive Bike Insurance',
    logo: 'Acko',
  },
  {
    id: 2,
    name: 'Go Digit Comprehensive Bike Insurance',
    logo: 'Go Digit',
  },
  {
    id: 3,
    name: 'ICICI Lombard Comprehensive Bike Insurance',
    logo: 'ICICI Lombard',
  },
  {
    id: 4,
    name: 'HDFC ERGO Comprehensive Bike Insurance',
    logo: 'HDFC ERGO',
  },
  {
    id: 5,
    name: 'Bajaj Allianz Comprehensive Bike Insurance',
    logo: 'Bajaj Allianz',
  },
  {
    id: 6,
    name: 'Tata AIG Comprehensive Bike Insurance',
    logo: 'Tata AIG',
  },
  {
    id: 7,
    name: 'Reliance General Comprehensive Bike Insurance',
    logo: 'Reliance General',
  },
  {
    id: 8,
    name: 'SBI General Comprehensive Bike Insurance',
    logo: 'SBI General',
  },
  {
    id: 9,
    name: 'Royal Sundaram Comprehensive Bike Insurance',
    logo: 'Royal Sundaram',
  },
  {
    id: 10,
    name: 'IFFCO Tokio Comprehensive Bike Insurance',
    logo: 'IFFCO Tokio',
  },
  {
    id: 11,
    name: 'Zuno General Comprehensive Bike Insurance',
    logo: 'Zuno General',
  },
  {
    id: 12,
    name: 'Kotak General Comprehensive Bike Insurance',
    logo: 'Kotak General',
  },
];
