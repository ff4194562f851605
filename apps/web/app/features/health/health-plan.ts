// A health or family health plan (shopping spec §3) and the choices its filter tabs offer (§9).

export const ROOM_RENT_TYPES = [
  'No room rent limit',
  'Single private AC room',
  'Up to 1% of cover per day',
] as const;
export const POLICY_BENEFITS = [
  'Restore benefit',
  'No claim bonus',
  'Free health check-up',
  'OPD cover',
  'Maternity cover',
] as const;
export const PORTABILITY = ['Portability available'] as const;
export const MATERNITY_WAITING_YEARS = [2, 3, 4] as const;
export const DISEASE_WAITING_YEARS = [1, 2, 3] as const;
export const POLICY_PERIOD_YEARS = [1, 2, 3, 4, 5] as const;

/** The Insurer tab: 21 insurers selling health cover in India. */
export const HEALTH_INSURERS = [
  'Niva Bupa',
  'Star Health',
  'HDFC ERGO',
  'Care Health',
  'ICICI Lombard',
  'Aditya Birla Health',
  'Bajaj Allianz',
  'Tata AIG',
  'ManipalCigna',
  'SBI General',
  'Go Digit',
  'Acko',
  'Reliance General',
  'New India Assurance',
  'Future Generali',
  'Royal Sundaram',
  'Chola MS',
  'Kotak General',
  'IFFCO Tokio',
  'Universal Sompo',
  'Galaxy Health',
] as const;

export type RoomRentType = (typeof ROOM_RENT_TYPES)[number];
export type PolicyBenefit = (typeof POLICY_BENEFITS)[number];

export interface HealthPlan {
  id: number;
  /** The name the monogram badge is drawn from; no insurer images are copied. */
  companyLogo: string;
  companyName: (typeof HEALTH_INSURERS)[number];
  planName: string;
  cashlessHospitals: number;
  features: readonly string[];
  /** As shown: "₹10 Lakh", "₹1 Cr". */
  coverAmount: string;
  /** Rupees. */
  premiumMonthly: number;
  premiumAnnually: number;
  tags: readonly string[];
  roomRent: RoomRentType;
  benefits: readonly PolicyBenefit[];
  portable: boolean;
  maternityWaitingYears: (typeof MATERNITY_WAITING_YEARS)[number];
  diseaseWaitingYears: (typeof DISEASE_WAITING_YEARS)[number];
  /** Policy periods the plan can be bought for, in years. */
  policyPeriods: readonly (typeof POLICY_PERIOD_YEARS)[number][];
}
