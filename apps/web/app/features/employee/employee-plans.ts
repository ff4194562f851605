import {
  claimSettlementRatio,
  EMPLOYEE_PLAN_DIRECTORY,
  EMPLOYEE_PROFILE_PRICES,
  type ClaimFigure,
} from '@bimasetu/contract/rating';
import type {
  EmployeeConsumables,
  EmployeeDiscount,
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
 */
export interface EmployeePlan {
  id: string;
  /** The plan's name, as the contract's plan directory has it. */
  name: string;
  insurer: string;
  sumInsured: number;
  hospitals: number;
  /** The listed premium per employee per year before GST, as the contract's rate table has it. */
  price: number;
  features: EmployeeFeature[];
  claimRatio: ClaimFigure;
  discount?: EmployeeDiscount;
  recharge: EmployeeRecharge;
  consumables: EmployeeConsumables;
  revision: EmployeeRevision;
}

type EmployeePlanId = keyof (typeof EMPLOYEE_PLAN_DIRECTORY)['employee-health'];

/**
 * What the list shows of a plan beyond its name and insurer (the directory's), its listed price (the rate table's)
 * and the insurer's claim figure.
 */
export type EmployeePlanInfo = Omit<EmployeePlan, 'id' | 'name' | 'insurer' | 'price' | 'claimRatio'>;

/** Each plan's presentation by plan id: one for every plan of the directory's list and no other (typecheck). */
export const EMPLOYEE_PLAN_INFO: Readonly<Record<EmployeePlanId, EmployeePlanInfo>> = {
  'star-group-care': {
    sumInsured: 300000,
    hospitals: 14000,
    features: [
      'Day 1 cover for pre-existing diseases',
      'Maternity cover up to ₹50,000',
      'No room rent limit',
    ],
    discount: '10% off for 50+ employees',
    recharge: 'Sum insured restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'hdfc-ergo-group': {
    sumInsured: 500000,
    hospitals: 13000,
    features: ['Cashless claims in 2 hours', 'Parents can be added', 'Ambulance cover ₹2,000'],
    recharge: 'Unlimited restore',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'icici-group-protect': {
    sumInsured: 300000,
    hospitals: 10500,
    features: ['Wellness programme', 'Tele-consultations', 'Pre and post hospitalisation 30/60 days'],
    discount: '5% off on 2-year term',
    recharge: 'Restored once a year',
    consumables: 'Up to ₹5,000',
    revision: 'Yearly at renewal',
  },
  'niva-bupa-group': {
    sumInsured: 500000,
    hospitals: 10000,
    features: ['Mental health cover', 'OPD add-on available', 'No co-payment'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'care-group-plus': {
    sumInsured: 200000,
    hospitals: 11400,
    features: ['Day-care procedures', 'Annual health check-up', 'AYUSH treatment'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'bajaj-group-guard': {
    sumInsured: 400000,
    hospitals: 8000,
    features: ['Maternity from day 1', 'New-born cover', 'Room rent up to 1% of cover'],
    discount: '8% off for 100+ employees',
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Every 2 years',
  },
  'tata-aig-group': {
    sumInsured: 300000,
    hospitals: 7200,
    features: ['Cashless everywhere', 'Global emergency cover', 'Domiciliary treatment'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹10,000',
    revision: 'Yearly at renewal',
  },
  'digit-group': {
    sumInsured: 200000,
    hospitals: 16400,
    features: ['Paperless claims', 'Covers COVID-19', 'No disease-wise limits'],
    discount: '12% off for startups',
    recharge: 'Not available',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'sbi-group-arogya': {
    sumInsured: 300000,
    hospitals: 6000,
    features: ['Ambulance cover ₹1,500', 'Pre-existing cover after 1 year'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'aditya-birla-group': {
    sumInsured: 500000,
    hospitals: 11000,
    features: ['Health returns up to 30% of premium', 'Chronic care programme', 'OPD cover'],
    recharge: 'Unlimited restore',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'reliance-group': {
    sumInsured: 200000,
    hospitals: 8500,
    features: ['Day-care procedures', 'Room rent up to 2% of cover', 'Cashless claims'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'manipal-cigna-group': {
    sumInsured: 400000,
    hospitals: 8700,
    features: ['Maternity cover ₹75,000', 'Worldwide emergency', 'Preventive check-ups'],
    discount: '7% off on 3-year term',
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Every 3 years',
  },
  'future-generali-group': {
    sumInsured: 300000,
    hospitals: 6500,
    features: ['Parents cover', 'Ambulance cover', 'Day-care procedures'],
    recharge: 'Restored once a year',
    consumables: 'Up to ₹5,000',
    revision: 'Yearly at renewal',
  },
  'royal-sundaram-group': {
    sumInsured: 500000,
    hospitals: 7400,
    features: ['No room rent limit', 'Second opinion', 'Organ donor cover'],
    recharge: 'Restored once a year',
    consumables: 'Covered',
    revision: 'Yearly at renewal',
  },
  'chola-group': {
    sumInsured: 200000,
    hospitals: 9000,
    features: ['Cashless claims', 'AYUSH treatment', 'Annual check-up'],
    recharge: 'Not available',
    consumables: 'Not covered',
    revision: 'Yearly at renewal',
  },
  'iffco-group': {
    sumInsured: 300000,
    hospitals: 7000,
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
  return { id, name, insurer, price, ...info, claimRatio: claimSettlementRatio(insurer) };
});
