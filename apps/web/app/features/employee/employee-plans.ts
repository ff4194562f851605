import {
  claimSettlementRatio,
  EMPLOYEE_PLAN_DIRECTORY,
  EMPLOYEE_PROFILE_PRICES,
  networkHospitals,
  type ClaimFigure,
  type NetworkHospitals,
} from '@bimasetu/contract/rating';
import type {
  EmployeeConsumables,
  EmployeeFeature,
  EmployeeRecharge,
  EmployeeRevision,
} from './employee-plan-texts';

export * from './employee-plan-texts';

/**
 * An employee group health plan (shopping spec §3). `price` is the listed premium per employee per year before
 * GST for employees only in a team of 21 to 50; the rating engine prices other teams (rate table keyed by id).
 * `claimRatio` is the insurer's published health claim settlement figure with its year and source, or why
 * there is none (`claimSettlementRatio` in the rate data): never a number we cannot cite. Its name and insurer are
 * the contract's plan directory's (`EMPLOYEE_PLAN_DIRECTORY`), its price the contract's listed price
 * (`EMPLOYEE_PROFILE_PRICES`, what the rating engine quotes for `EMPLOYEE_PROFILE`); this file holds only what the
 * list shows beside.
 *
 * No plan carries a discount of its own: the catalogue's "10% off for 50+ employees", "12% off for startups",
 * "5% off on 2-year term" and the like had no source, and the engine prices neither them nor a multi-year term.
 * The only discount is the engine's team-size factor (`employeeTeamDiscountPercent`), the same for every plan,
 * which the compare page's Discount row says.
 */
export interface EmployeePlan {
  id: string;
  /** The plan's name, as the contract's plan directory has it. */
  name: string;
  insurer: string;
  sumInsured: number;
  /**
   * The insurer's network hospital count as its own site states it, with the page and the date read, or "not
   * published" (`networkHospitals`, the health lists' figure: a group plan uses the insurer's network).
   */
  hospitals: NetworkHospitals;
  /** The listed premium per employee per year before GST, as the contract's rate table has it. */
  price: number;
  features: EmployeeFeature[];
  claimRatio: ClaimFigure;
  recharge: EmployeeRecharge;
  consumables: EmployeeConsumables;
  revision: EmployeeRevision;
}

type EmployeePlanId = keyof (typeof EMPLOYEE_PLAN_DIRECTORY)['employee-health'];

/**
 * What the list shows of a plan beyond its name and insurer (the directory's), its listed price (the rate table's)
 * and the insurer's claim figure.
 */
export type EmployeePlanInfo = Omit<
  EmployeePlan,
  'id' | 'name' | 'insurer' | 'price' | 'claimRatio' | 'hospitals'
>;

/**
 * Each plan's presentation by plan id: one for every plan of the directory's list and no other (typecheck). No
 * network hospital count of its own: the catalogue's (14,000, 13,000, …) had no year or source, and published
 * counts differ (one 2025 page gives HDFC ERGO "9,400+" against its 13,000:
 * https://munap.online/complete-health-insurance-comparison-india-2025-best-plans-costs-benefits); the list shows
 * the insurer's own stated count with its page and date, or "not published" (`networkHospitals`).
 */
export const EMPLOYEE_PLAN_INFO: Readonly<Record<EmployeePlanId, EmployeePlanInfo>> = {
  'star-group-care': {
    sumInsured: 300000,
    features: [
      'Day 1 cover for pre-existing diseases',
      'Maternity cover up to ₹50,000',
      'No room rent limit',
    ],
    recharge: 'Sum insured restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'hdfc-ergo-group': {
    sumInsured: 500000,
    features: ['Cashless claims in 2 hours', 'Parents can be added', 'Ambulance cover ₹2,000'],
    recharge: 'Unlimited restore',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'icici-group-protect': {
    sumInsured: 300000,
    features: ['Wellness programme', 'Tele-consultations', 'Pre and post hospitalisation 30/60 days'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹5,000',
    revision: 'Yearly at renewal',
  },
  'niva-bupa-group': {
    sumInsured: 500000,
    features: ['Mental health cover', 'OPD add-on available', 'No co-payment'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'care-group-plus': {
    sumInsured: 200000,
    features: ['Day-care procedures', 'Annual health check-up', 'AYUSH treatment'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'bajaj-group-guard': {
    sumInsured: 400000,
    features: ['Maternity from day 1', 'New-born cover', 'Room rent up to 1% of cover'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Every 2 years',
  },
  'tata-aig-group': {
    sumInsured: 300000,
    features: ['Cashless everywhere', 'Global emergency cover', 'Domiciliary treatment'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹10,000',
    revision: 'Yearly at renewal',
  },
  'digit-group': {
    sumInsured: 200000,
    features: ['Paperless claims', 'Covers COVID-19', 'No disease-wise limits'],
    recharge: 'Not available',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'sbi-group-arogya': {
    sumInsured: 300000,
    features: ['Ambulance cover ₹1,500', 'Pre-existing cover after 1 year'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'aditya-birla-group': {
    sumInsured: 500000,
    features: ['Health returns up to 30% of premium', 'Chronic care programme', 'OPD cover'],
    recharge: 'Unlimited restore',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'reliance-group': {
    sumInsured: 200000,
    features: ['Day-care procedures', 'Room rent up to 2% of cover', 'Cashless claims'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'manipal-cigna-group': {
    sumInsured: 400000,
    features: ['Maternity cover ₹75,000', 'Worldwide emergency', 'Preventive check-ups'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Every 3 years',
  },
  'future-generali-group': {
    sumInsured: 300000,
    features: ['Parents cover', 'Ambulance cover', 'Day-care procedures'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹5,000',
    revision: 'Yearly at renewal',
  },
  'royal-sundaram-group': {
    sumInsured: 500000,
    features: ['No room rent limit', 'Second opinion', 'Organ donor cover'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'chola-group': {
    sumInsured: 200000,
    features: ['Cashless claims', 'AYUSH treatment', 'Annual check-up'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'iffco-group': {
    sumInsured: 300000,
    features: ['Maternity cover ₹40,000', 'New-born cover', 'Cashless claims'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹7,500',
    revision: 'Yearly at renewal',
  },
};

const infoOf: Readonly<Record<string, EmployeePlanInfo>> = EMPLOYEE_PLAN_INFO;

/** The list's plans, in its order: the contract's plan directory, each plan with its listed price and presentation. */
export const EMPLOYEE_PLANS: readonly EmployeePlan[] = Object.entries(
  EMPLOYEE_PLAN_DIRECTORY['employee-health'],
).map(([id, [name, insurer]]) => {
  const info = infoOf[id];
  const price = EMPLOYEE_PROFILE_PRICES[id];
  if (!info) throw new Error(`employee plan ${id} has no presentation`);
  if (price === undefined) throw new Error(`employee plan ${id} has no listed price`);
  return {
    id,
    name,
    insurer,
    price,
    ...info,
    hospitals: networkHospitals(insurer),
    claimRatio: claimSettlementRatio(insurer),
  };
});
