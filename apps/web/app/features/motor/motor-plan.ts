// A car or two-wheeler plan (shopping spec §3): name, logo, amount, premium per year, IDV.

export interface MotorPlan {
  id: number;
  name: string;
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  logo: string;
  /** Rupees a year before GST: what the premium filter and the card's headline use. */
  premium: number;
  /** Rupees to pay, GST at 18% included. */
  amount: number;
  /** Insured declared value in rupees: what the insurer pays if the vehicle is stolen or written off. */
  idv: number;
}
