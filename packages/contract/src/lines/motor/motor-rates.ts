// Motor rate table 'motor-2026-12': the vehicle catalogue, IRDAI's depreciation schedule for IDV, the
// India Motor Tariff's own-damage rates by zone, age and engine size (still the base insurers file their
// rates from since de-tariffing), the third-party premiums in force (one year, and the long-term single premiums a
// new vehicle's first policy carries), the no-claim bonus scale, and each plan's calibration so that it quotes
// what the catalogue listed for the profile it was written for. 'motor-2026-11' priced a new vehicle's third
// party for one year only; 'motor-2026-12' prices it for 3 years (car) or 5 (two-wheeler), as the law requires.
import type { PlanDirectory } from '../../rating/plan-directory.ts';

export const MOTOR_RATE_VERSION = 'motor-2026-12';

export * from './vehicle-models.ts';
import type { MotorKind, RtoZone } from './vehicle-models.ts';

/**
 * The published sales rankings the model list covers (issue 27: cover the models that make up most of India's car
 * and two-wheeler sales). Each rank names the models we rate for it (`ids`), or why we rate none (`notRated`); units
 * are the makers' dispatches to dealers as the page states them (null where the page names the model without a
 * figure). A contract test checks every ranked model is in VEHICLE_MODELS and prices for every plan.
 */
export interface SalesRanking {
  title: string;
  publisher: string;
  /** Date published (dd/mm/yyyy) as the page shows it, or 'not shown' where the stored copy carries none. */
  date: string;
  url: string;
  kind: MotorKind;
  period: string;
  ranks: readonly { name: string; units: number | null; ids?: readonly string[]; notRated?: string }[];
}

// Electric vehicles' third-party premium goes by motor power (kW), not cc, and the catalogue holds no kW figures,
// so no electric model is rated yet. When one is, G.S.R. 394(E) (the notification TP_SOURCE names) gives, for a
// new vehicle's long-term cover: private EV car 3 years ₹5,543 up to 30 kW, ₹9,044 over 30 to 65 kW, ₹20,907
// over 65 kW; electric two-wheeler 5 years ₹2,466 up to 3 kW, ₹3,273 over 3 to 7 kW, ₹6,260 over 7 to 16 kW,
// ₹12,849 over 16 kW (https://carandbike.com/news/car-two-wheeler-insurance-rates-set-to-increase-from-june-1-2022-3026318;
// the car figures also https://blog.scconline.gen.in/post/2022/05/26/base-premium-for-third-party-insurance-for-unlimited-liability-revised-vide-motor-vehicles-third-party-insurance-base-premium-and-liability-rules-2022).
const EV = 'electric: third party by kW, not rated yet';

export const SALES_RANKINGS: readonly SalesRanking[] = [
  {
    title:
      'Tata Nexon Outsold Maruti Dzire, Hyundai Creta And Others To Become The Best-selling Car In October 2025 Sales',
    publisher: 'CarDekho (Rohit)',
    date: '10/11/2025',
    url: 'https://www.cardekho.com/india-car-news/tata-nexon-outsold-maruti-dzire-hyundai-creta-and-others-to-become-the-bestselling-car-in-october-2025-sales-35292.htm',
    kind: 'car',
    period: 'October 2025, top 15',
    ranks: [
      { name: 'Tata Nexon', units: 22083, ids: ['tata-nexon'] },
      { name: 'Maruti Dzire', units: 20791, ids: ['maruti-dzire'] },
      { name: 'Maruti Ertiga', units: 20087, ids: ['maruti-ertiga'] },
      { name: 'Maruti Wagon R', units: 18970, ids: ['maruti-wagonr'] },
      { name: 'Hyundai Creta', units: 18381, ids: ['hyundai-creta'] },
      {
        name: 'Mahindra Scorpio (Classic and N)',
        units: 17880,
        ids: ['mahindra-scorpio-n', 'mahindra-scorpio-classic'],
      },
      { name: 'Maruti Fronx', units: 17003, ids: ['maruti-fronx'] },
      { name: 'Maruti Baleno', units: 16873, ids: ['maruti-baleno'] },
      { name: 'Tata Punch', units: 16810, ids: ['tata-punch'] },
      { name: 'Maruti Swift', units: 15542, ids: ['maruti-swift'] },
      {
        name: 'Mahindra Bolero (Bolero, Bolero Neo)',
        units: 14343,
        ids: ['mahindra-bolero', 'mahindra-bolero-neo'],
      },
      { name: 'Maruti Eeco', units: 13537, ids: ['maruti-eeco'] },
      { name: 'Maruti Victoris', units: 13496, ids: ['maruti-victoris'] },
      { name: 'Kia Sonet', units: 12745, ids: ['kia-sonet'] },
      { name: 'Mahindra XUV 3XO', units: 12237, ids: ['mahindra-xuv3xo'] },
    ],
  },
  {
    title: 'Top 10 midsize SUVs Oct 2025: Creta, Scorpio, Victoris, Hyryder, Harrier',
    publisher: 'Live Hindustan',
    date: '13/11/2025',
    url: 'https://www.livehindustan.com/auto/top-10-midsize-suvs-oct-2025-creta-scorpio-victoris-hyryder-harrier-check-all-details-201763042075884.html',
    kind: 'car',
    period: 'October 2025, midsize SUVs named in the title',
    ranks: [
      { name: 'Hyundai Creta', units: 18381, ids: ['hyundai-creta'] },
      { name: 'Mahindra Scorpio', units: null, ids: ['mahindra-scorpio-n', 'mahindra-scorpio-classic'] },
      { name: 'Maruti Victoris', units: null, ids: ['maruti-victoris'] },
      { name: 'Toyota Hyryder', units: null, ids: ['toyota-hyryder'] },
      { name: 'Tata Harrier', units: null, ids: ['tata-harrier'] },
    ],
  },
  {
    title: 'Top 10 scooters October 2025: Activa, Jupiter, Access, Ntorq, Chetak, iQube',
    publisher: 'Live Hindustan (Narendra Jijhontiya)',
    date: '26/11/2025',
    url: 'https://www.livehindustan.com/auto/top-10-scooters-october-2025-activa-jupiter-access-ntorq-chetak-iqube-201764135769692.html',
    kind: 'two-wheeler',
    period: 'October 2025, top 10 scooters',
    ranks: [
      { name: 'Honda Activa', units: null, ids: ['honda-activa-6g'] },
      { name: 'TVS Jupiter', units: null, ids: ['tvs-jupiter'] },
      { name: 'Suzuki Access', units: null, ids: ['suzuki-access-125'] },
      { name: 'TVS Ntorq', units: null, ids: ['tvs-ntorq-125'] },
      { name: 'Honda Dio', units: null, ids: ['honda-dio'] },
      { name: 'Bajaj Chetak', units: null, notRated: EV },
      { name: 'TVS iQube', units: null, notRated: EV },
      { name: 'Suzuki Burgman', units: null, ids: ['suzuki-burgman-street'] },
      { name: 'Hero Destini 125', units: null, ids: ['hero-destini-125'] },
      { name: 'Yamaha RayZR', units: null, ids: ['yamaha-rayzr-125'] },
    ],
  },
  {
    title: 'दिसंबर 2025 के टॉप 10 टू-व्हीलर्स (top 10 two-wheelers, December 2025)',
    publisher: 'Sachcha Dost',
    date: 'not shown',
    url: 'https://sachchadost.in/archives/35633',
    kind: 'two-wheeler',
    period: 'December 2025, top 10 two-wheelers',
    ranks: [
      { name: 'Hero Splendor', units: 280760, ids: ['hero-splendor-plus'] },
      { name: 'Honda Activa', units: 181604, ids: ['honda-activa-6g'] },
      { name: 'Honda Shine', units: 141602, ids: ['honda-shine'] },
      { name: 'TVS Jupiter', units: 120477, ids: ['tvs-jupiter'] },
      { name: 'Bajaj Pulsar', units: 79616, ids: ['bajaj-pulsar-150', 'bajaj-pulsar-125'] },
      { name: 'Suzuki Access', units: 69622, ids: ['suzuki-access-125'] },
      { name: 'Hero HF Deluxe', units: 49051, ids: ['hero-hf-deluxe'] },
      { name: 'TVS XL100', units: 46133, ids: ['tvs-xl100'] },
      { name: 'TVS Apache', units: 45507, ids: ['tvs-apache-rtr-160'] },
      { name: 'TVS iQube', units: 35177, notRated: EV },
    ],
  },
  {
    title: 'गिरावट के बावजूद होंडा की बाइक नंबर-1, राइडर–पल्सर–ग्लैमर भी पीछे (125cc motorcycles, October 2025)',
    publisher: 'iAutoIndia',
    date: 'not shown',
    url: 'https://www.iautoindia.com/articles/2025/bike/despite-the-decline-hondas-bike-is-number-1-followed-by-rider-pulsar-and-glamour-1-10006426.html',
    kind: 'two-wheeler',
    period: 'October 2025, 125 cc motorcycles named in the title',
    ranks: [
      { name: 'Honda Shine + SP', units: 144372, ids: ['honda-shine', 'honda-sp125'] },
      { name: 'TVS Raider', units: null, ids: ['tvs-raider-125'] },
      { name: 'Bajaj Pulsar (125)', units: null, ids: ['bajaj-pulsar-125'] },
      { name: 'Hero Glamour', units: null, ids: ['hero-glamour'] },
    ],
  },
  {
    title: 'Royal Enfield November 2025 sales breakup: Classic 350 continues the top-selling model',
    publisher: 'TV9 Hindi',
    date: 'not shown',
    url: 'https://www.tv9hindi.com/automobile/royal-enfield-november-2025-sales-breakup-classic-350-continues-the-top-selling-model-3626432.html',
    kind: 'two-wheeler',
    period: 'November 2025, Royal Enfield models',
    ranks: [
      { name: 'Royal Enfield Classic 350', units: 34793, ids: ['re-classic-350'] },
      { name: 'Royal Enfield Hunter 350', units: 20793, ids: ['re-hunter-350'] },
      { name: 'Royal Enfield Bullet 350', units: 20547, ids: ['re-bullet-350'] },
    ],
  },
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
/** Where the schedule above comes from, as the renewal page cites it (its title as the tariff names it). */
export const DEPRECIATION_SOURCE = {
  title: 'India Motor Tariff, General Regulation 8 (Insured’s Declared Value)',
  date: '2002-07-01',
} as const;
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

/**
 * A new vehicle's first policy (since 01/09/2018, by the Supreme Court's order of 20/07/2018 in S. Rajaseekaran v
 * Union of India, https://libertatem.in/law/supreme-court-third-party-insurance-necessary-for-cars-and-bikes-from-1st-sept,
 * and IRDAI's circular under it): third party for 3 years on a new private car and 5 years on a new
 * two-wheeler, one single premium, bundled with own damage for 1 year (or a long-term package; we price the
 * bundled policy). The single premiums by engine size are G.S.R. 394(E)'s (TP_SOURCE), in force from 01/06/2022:
 * https://blog.scconline.gen.in/post/2022/05/26/base-premium-for-third-party-insurance-for-unlimited-liability-revised-vide-motor-vehicles-third-party-insurance-base-premium-and-liability-rules-2022
 * (cars 6,521 / 10,640 / 24,596; two-wheelers 2,901 / 3,851 / 7,365 / 15,117); the same in
 * https://www.icicilombard.com/blogs/car-insurance/car/irdai-set-to-increase-third-party-car-insurance-premiums (cars)
 * and https://carandbike.com/news/car-two-wheeler-insurance-rates-set-to-increase-from-june-1-2022-3026318
 * (two-wheelers). The 3- and 5-year terms: https://coverfox.com/news/long-term-third-party-insurance-now-mandatory-for-new-vehicles
 * and https://english.udayavani.com/article/car-and-bike-purchase-to-cost-more-from-september-1-heres-why/321092
 * (the IRDAI circular's "bundled cover with a 3/5 year term for the TP component and a one-year term for the own
 * damage").
 */
export const TP_LONG_TERM: Record<
  MotorKind,
  { years: number; bands: readonly { ccUpTo: number; premium: number }[] }
> = {
  car: {
    years: 3,
    bands: [
      { ccUpTo: 1000, premium: 6521 },
      { ccUpTo: 1500, premium: 10640 },
      { ccUpTo: Infinity, premium: 24596 },
    ],
  },
  'two-wheeler': {
    years: 5,
    bands: [
      { ccUpTo: 75, premium: 2901 },
      { ccUpTo: 150, premium: 3851 },
      { ccUpTo: 350, premium: 7365 },
      { ccUpTo: Infinity, premium: 15117 },
    ],
  },
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

/** The name and insurer of each plan on the car and two-wheeler lists, in the list's order (the plan directory's entries). */
export const MOTOR_PLAN_DIRECTORY = {
  car: {
    'car-1': ['ICICI Lombard Comprehensive Car Insurance', 'ICICI Lombard'],
    'car-2': ['HDFC ERGO Comprehensive Car Insurance', 'HDFC ERGO'],
    'car-3': ['Go Digit Comprehensive Car Insurance', 'Go Digit'],
    'car-4': ['Tata AIG Comprehensive Car Insurance', 'Tata AIG'],
    'car-5': ['Acko Comprehensive Car Insurance', 'Acko'],
    'car-6': ['Bajaj Allianz Comprehensive Car Insurance', 'Bajaj Allianz'],
    'car-7': ['SBI General Comprehensive Car Insurance', 'SBI General'],
    'car-8': ['Reliance General Comprehensive Car Insurance', 'Reliance General'],
    'car-9': ['Royal Sundaram Comprehensive Car Insurance', 'Royal Sundaram'],
    'car-10': ['Zuno General Comprehensive Car Insurance', 'Zuno General'],
  },
  'two-wheeler': {
    'two-wheeler-1': ['Acko Comprehensive Bike Insurance', 'Acko'],
    'two-wheeler-2': ['Go Digit Comprehensive Bike Insurance', 'Go Digit'],
    'two-wheeler-3': ['ICICI Lombard Comprehensive Bike Insurance', 'ICICI Lombard'],
    'two-wheeler-4': ['HDFC ERGO Comprehensive Bike Insurance', 'HDFC ERGO'],
    'two-wheeler-5': ['Bajaj Allianz Comprehensive Bike Insurance', 'Bajaj Allianz'],
    'two-wheeler-6': ['Tata AIG Comprehensive Bike Insurance', 'Tata AIG'],
    'two-wheeler-7': ['Reliance General Comprehensive Bike Insurance', 'Reliance General'],
    'two-wheeler-8': ['SBI General Comprehensive Bike Insurance', 'SBI General'],
    'two-wheeler-9': ['Royal Sundaram Comprehensive Bike Insurance', 'Royal Sundaram'],
    'two-wheeler-10': ['IFFCO Tokio Comprehensive Bike Insurance', 'IFFCO Tokio'],
    'two-wheeler-11': ['Zuno General Comprehensive Bike Insurance', 'Zuno General'],
    'two-wheeler-12': ['Kotak General Comprehensive Bike Insurance', 'Kotak General'],
  },
} satisfies PlanDirectory;
