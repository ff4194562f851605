// Motor rate table 'motor-2026-11': the vehicle catalogue, IRDAI's depreciation schedule for IDV, the
// India Motor Tariff's own-damage rates by zone, age and engine size (still the base insurers file their
// rates from since de-tariffing), the third-party premiums in force, the no-claim bonus scale, and each plan's
// calibration so that it quotes what the catalogue listed for the profile it was written for.

export const MOTOR_RATE_VERSION = 'motor-2026-11';

export type MotorKind = 'car' | 'two-wheeler';
export type RtoZone = 'A' | 'B';

export interface VehicleModel {
  id: string;
  kind: MotorKind;
  make: string;
  model: string;
  fuel: 'Petrol' | 'Diesel';
  cc: number;
  /** Indicative ex-showroom price in rupees (see EX_SHOWROOM_SOURCE). */
  exShowroom: number;
}

export const EX_SHOWROOM_SOURCE =
  'Indicative ex-showroom price in Delhi of a popular variant, rounded, from the maker’s published prices (2025); the insurer sets IDV from your exact variant';

const car = (
  id: string,
  make: string,
  model: string,
  fuel: VehicleModel['fuel'],
  cc: number,
  exShowroom: number,
) => ({ id, kind: 'car', make, model, fuel, cc, exShowroom }) as const;
const bike = (id: string, make: string, model: string, cc: number, exShowroom: number) =>
  ({ id, kind: 'two-wheeler', make, model, fuel: 'Petrol', cc, exShowroom }) as const;

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  car('maruti-swift', 'Maruti Suzuki', 'Swift', 'Petrol', 1197, 730000),
  car('maruti-baleno', 'Maruti Suzuki', 'Baleno', 'Petrol', 1197, 666000),
  car('maruti-dzire', 'Maruti Suzuki', 'Dzire', 'Petrol', 1197, 679000),
  car('maruti-wagonr', 'Maruti Suzuki', 'Wagon R', 'Petrol', 998, 554000),
  car('maruti-brezza', 'Maruti Suzuki', 'Brezza', 'Petrol', 1462, 834000),
  car('hyundai-i20', 'Hyundai', 'i20', 'Petrol', 1197, 704000),
  car('hyundai-venue', 'Hyundai', 'Venue', 'Petrol', 1197, 794000),
  car('hyundai-creta', 'Hyundai', 'Creta', 'Petrol', 1497, 1100000),
  car('tata-tiago', 'Tata', 'Tiago', 'Petrol', 1199, 500000),
  car('tata-punch', 'Tata', 'Punch', 'Petrol', 1199, 613000),
  car('tata-nexon', 'Tata', 'Nexon', 'Petrol', 1199, 800000),
  car('mahindra-xuv3xo', 'Mahindra', 'XUV 3XO', 'Petrol', 1197, 779000),
  car('mahindra-thar', 'Mahindra', 'Thar', 'Diesel', 2184, 1150000),
  car('mahindra-scorpio-n', 'Mahindra', 'Scorpio-N', 'Diesel', 2184, 1385000),
  car('kia-sonet', 'Kia', 'Sonet', 'Petrol', 1197, 799000),
  car('kia-seltos', 'Kia', 'Seltos', 'Petrol', 1497, 1090000),
  car('toyota-glanza', 'Toyota', 'Glanza', 'Petrol', 1197, 686000),
  car('toyota-hyryder', 'Toyota', 'Urban Cruiser Hyryder', 'Petrol', 1462, 1114000),
  car('toyota-innova-crysta', 'Toyota', 'Innova Crysta', 'Diesel', 2393, 1999000),
  car('honda-amaze', 'Honda', 'Amaze', 'Petrol', 1199, 800000),
  car('honda-city', 'Honda', 'City', 'Petrol', 1498, 1182000),
  car('honda-elevate', 'Honda', 'Elevate', 'Petrol', 1498, 1169000),
  bike('hero-splendor-plus', 'Hero', 'Splendor Plus', 97, 75000),
  bike('hero-hf-deluxe', 'Hero', 'HF Deluxe', 97, 60000),
  bike('hero-passion-pro', 'Hero', 'Passion Pro', 113, 78000),
  bike('honda-activa-6g', 'Honda', 'Activa 6G', 110, 76700),
  bike('honda-shine', 'Honda', 'Shine', 124, 80000),
  bike('honda-unicorn', 'Honda', 'Unicorn', 163, 110000),
  bike('bajaj-platina', 'Bajaj', 'Platina', 102, 68000),
  bike('bajaj-pulsar-150', 'Bajaj', 'Pulsar 150', 150, 114000),
  bike('bajaj-avenger-street', 'Bajaj', 'Avenger Street', 160, 111000),
  bike('tvs-jupiter', 'TVS', 'Jupiter', 113, 73700),
  bike('tvs-apache-rtr-160', 'TVS', 'Apache RTR 160', 160, 120000),
  bike('tvs-raider-125', 'TVS', 'Raider 125', 125, 95000),
  bike('re-classic-350', 'Royal Enfield', 'Classic 350', 349, 193000),
  bike('re-hunter-350', 'Royal Enfield', 'Hunter 350', 349, 150000),
  bike('yamaha-fz-s', 'Yamaha', 'FZ-S', 149, 122000),
  bike('yamaha-r15', 'Yamaha', 'R15 V4', 155, 182000),
  bike('suzuki-access-125', 'Suzuki', 'Access 125', 124, 81000),
  bike('suzuki-gixxer', 'Suzuki', 'Gixxer', 155, 138000),
];

/** IRDAI's schedule (India Motor Tariff, GR.8): depreciation of the ex-showroom price by vehicle age. */
export const DEPRECIATION_BANDS: readonly { upToMonths: number; rate: number }[] = [
  { upToMonths: 6, rate: 0.05 },
  { upToMonths: 12, rate: 0.15 },
  { upToMonths: 24, rate: 0.2 },
  { upToMonths: 36, rate: 0.3 },
  { upToMonths: 48, rate: 0.4 },
  { upToMonths: 60, rate: 0.5 },
];
/**
 * Over 5 years IRDAI leaves IDV to be agreed between insurer and owner; as an indication we go on at these
 * rates (the insurer may agree a different value after seeing the vehicle).
 */
export const AGREED_VALUE_BANDS: readonly { upToMonths: number; rate: number }[] = [
  { upToMonths: 84, rate: 0.6 },
  { upToMonths: 120, rate: 0.7 },
  { upToMonths: Infinity, rate: 0.8 },
];

export const OD_TARIFF_SOURCE =
  'India Motor Tariff own-damage rates (% of IDV), the base insurers still file from';

/** Own-damage tariff rate, % of IDV, by zone, then age (up to 5, 5 to 10, over 10 years), then engine band. */
export const OD_TARIFF: Record<MotorKind, { ccUpTo: readonly number[]; A: number[][]; B: number[][] }> = {
  car: {
    ccUpTo: [1000, 1500, Infinity],
    A: [
      [3.127, 3.283, 3.44],
      [3.283, 3.447, 3.612],
      [3.362, 3.529, 3.698],
    ],
    B: [
      [3.039, 3.191, 3.343],
      [3.191, 3.351, 3.51],
      [3.267, 3.43, 3.594],
    ],
  },
  'two-wheeler': {
    ccUpTo: [150, 350, Infinity],
    A: [
      [1.708, 1.793, 1.879],
      [1.793, 1.883, 1.973],
      [1.836, 1.928, 2.02],
    ],
    B: [
      [1.676, 1.76, 1.844],
      [1.76, 1.848, 1.936],
      [1.802, 1.892, 1.982],
    ],
  },
};

export const TP_SOURCE =
  'Motor Vehicles (Third Party Insurance Base Premium and Liability) Rules, 2022, G.S.R. 394(E) of 25 May 2022 (MoRTH in consultation with IRDAI), in force from 1 June 2022';

/** Annual third-party premium in rupees by engine size (cc, inclusive upper bound). */
export const TP_PREMIUMS: Record<MotorKind, readonly { ccUpTo: number; premium: number }[]> = {
  car: [
    { ccUpTo: 1000, premium: 2094 },
    { ccUpTo: 1500, premium: 3416 },
    { ccUpTo: Infinity, premium: 7897 },
  ],
  'two-wheeler': [
    { ccUpTo: 75, premium: 538 },
    { ccUpTo: 150, premium: 714 },
    { ccUpTo: 350, premium: 1366 },
    { ccUpTo: Infinity, premium: 2804 },
  ],
};

/** No-claim bonus on own damage by consecutive claim-free years (India Motor Tariff GR.27). */
export const NCB_BY_CLAIM_FREE_YEARS = [0, 0.2, 0.25, 0.35, 0.45, 0.5] as const;

/** RTOs in the tariff's zone A cities; every other RTO is zone B. */
export const ZONE_A_RTOS: readonly string[] = [
  // Delhi: every district
  'DL',
  // Mumbai and Pune
  'MH01',
  'MH02',
  'MH03',
  'MH47',
  'MH12',
  'MH14',
  // Bengaluru
  'KA01',
  'KA02',
  'KA03',
  'KA04',
  'KA05',
  'KA41',
  'KA50',
  'KA51',
  'KA53',
  // Chennai
  'TN01',
  'TN02',
  'TN04',
  'TN05',
  'TN06',
  'TN07',
  'TN09',
  'TN10',
  'TN11',
  'TN22',
  // Hyderabad
  'TS07',
  'TS08',
  'TS09',
  'TS10',
  'TS11',
  'TS12',
  'TS13',
  'TG07',
  'TG08',
  'TG09',
  'TG10',
  'TG11',
  'TG12',
  'TG13',
  // Kolkata
  'WB01',
  'WB02',
  'WB03',
  'WB04',
  'WB05',
  'WB06',
  'WB07',
  'WB08',
  'WB09',
  'WB10',
  // Ahmedabad
  'GJ01',
  'GJ27',
];

/** Indicative add-on prices before GST; each insurer prices its own. */
export const ADD_ONS: Record<
  MotorKind,
  readonly { id: string; label: string; idvRate?: number; flat?: number; maxAgeMonths?: number }[]
> = {
  car: [
    { id: 'zero-dep', label: 'Zero depreciation', idvRate: 0.004, maxAgeMonths: 60 },
    { id: 'engine', label: 'Engine protection', idvRate: 0.001, maxAgeMonths: 60 },
    { id: 'rsa', label: 'Roadside assistance', flat: 199 },
  ],
  'two-wheeler': [
    { id: 'zero-dep', label: 'Zero depreciation', idvRate: 0.003, maxAgeMonths: 60 },
    { id: 'rsa', label: 'Roadside assistance', flat: 99 },
  ],
};

/** The profile each plan's listed figures were written for. */
export const MOTOR_PROFILES: Record<
  MotorKind,
  { modelId: string; ageMonths: number; zone: RtoZone; claimFreeYears: number }
> = {
  car: { modelId: 'maruti-swift', ageMonths: 36, zone: 'A', claimFreeYears: 0 },
  'two-wheeler': { modelId: 'honda-activa-6g', ageMonths: 24, zone: 'A', claimFreeYears: 0 },
};

/** Each plan's listed annual premium before GST (own damage + third party) and IDV for its profile. */
export const MOTOR_PLAN_CALIBRATION: Record<string, { premium: number; idv: number }> = {
  'car-1': { premium: 7349, idv: 512000 },
  'car-2': { premium: 7612, idv: 498000 },
  'car-3': { premium: 6990, idv: 476000 },
  'car-4': { premium: 7890, idv: 530000 },
  'car-5': { premium: 6745, idv: 455000 },
  'car-6': { premium: 7480, idv: 505000 },
  'car-7': { premium: 8120, idv: 520000 },
  'car-8': { premium: 7755, idv: 489000 },
  'car-9': { premium: 8390, idv: 541000 },
  'car-10': { premium: 7199, idv: 468000 },
  'two-wheeler-1': { premium: 912, idv: 56000 },
  'two-wheeler-2': { premium: 948, idv: 58500 },
  'two-wheeler-3': { premium: 1045, idv: 62000 },
  'two-wheeler-4': { premium: 1088, idv: 63500 },
  'two-wheeler-5': { premium: 999, idv: 60000 },
  'two-wheeler-6': { premium: 1120, idv: 64800 },
  'two-wheeler-7': { premium: 975, idv: 57500 },
  'two-wheeler-8': { premium: 1062, idv: 61000 },
  'two-wheeler-9': { premium: 1185, idv: 66000 },
  'two-wheeler-10': { premium: 1010, idv: 59000 },
  'two-wheeler-11': { premium: 889, idv: 54500 },
  'two-wheeler-12': { premium: 1099, idv: 62500 },
};
