// Every plan id the rate tables price, by line: the server prices a kept lead against the whole list it came
// from, and the benchmark prices the whole catalogue, without either knowing how each table is keyed.
import { HEALTH_PLAN_RATES } from '../lines/health/health-rates.ts';
import { EMPLOYEE_PROFILE_PRICES } from '../lines/employee/employee-rates.ts';
import { MOTOR_PLAN_CALIBRATION } from '../lines/motor/motor-rates.ts';
import { TRAVEL_PROFILE_QUOTES } from '../lines/travel/travel-rates.ts';
import { TERM_PLAN_RATES } from '../lines/term/term-rates.ts';

const keysStartingWith = (table: object, prefix: string) =>
  Object.keys(table).filter((id) => id.startsWith(prefix));

export const RATED_PLAN_IDS = {
  /** Term ids are the catalogue's numbers; each plan is on all three term lists. */
  term: Object.keys(TERM_PLAN_RATES).map(Number),
  health: keysStartingWith(HEALTH_PLAN_RATES, 'health-'),
  familyHealth: keysStartingWith(HEALTH_PLAN_RATES, 'family-health-'),
  car: keysStartingWith(MOTOR_PLAN_CALIBRATION, 'car-'),
  twoWheeler: keysStartingWith(MOTOR_PLAN_CALIBRATION, 'two-wheeler-'),
  travel: Object.keys(TRAVEL_PROFILE_QUOTES),
  employee: Object.keys(EMPLOYEE_PROFILE_PRICES),
} as const;
