// A car or two-wheeler plan (shopping spec §3): name and logo are the catalogue's; amount, premium per year
// and IDV come from the rating engine for the visitor's vehicle.
import { MOTOR_PLAN_DIRECTORY, type MotorQuote } from '@bimasetu/contract/rating';

export interface MotorPlanInfo {
  id: number;
  name: string;
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  logo: string;
}

export interface MotorPlan extends MotorPlanInfo {
  /**
   * Rupees before GST for the policy quoted: a year, or for a new vehicle's bundled first policy (own damage 1
   * year, third party 3 or 5 years) the whole policy; what the premium filter and the card's headline use.
   */
  premium: number;
  /** Rupees to pay, GST at 18% included. */
  amount: number;
  /** Insured declared value in rupees: what the insurer pays if the vehicle is stolen or written off. */
  idv: number;
  quote: MotorQuote;
}

/** A motor list's plans, in its order: the contract's plan directory (`<line>-<id>`: the plan's name, its insurer). */
export function motorPlansOf(line: keyof typeof MOTOR_PLAN_DIRECTORY): MotorPlanInfo[] {
  return Object.entries(MOTOR_PLAN_DIRECTORY[line]).map(([planId, [name, insurer]]) => ({
    id: Number(planId.slice(line.length + 1)),
    name,
    logo: insurer,
  }));
}
