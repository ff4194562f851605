// The car and two-wheeler lists' words in English (Hindi: motor-words.hi.ts); the spec gives none for these
// questions. The rating engine says its breakdown and add-on lines in English: `engineLabels` maps each by its
// English text (as a screen's `messages` do), and `pricedFor` says the engine's "For a …" line.
import type { MotorVehicle } from '@bimasetu/contract';
import {
  EX_SHOWROOM_SOURCE,
  NCB_BY_CLAIM_FREE_YEARS,
  OD_TARIFF_SOURCE,
  TP_LONG_TERM,
  TP_SOURCE,
  type MotorKind,
  type VehicleModel,
} from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

/** The engine's own line labels: its cost breakdown (one no-claim bonus line per rate) and its add-ons. */
export const MOTOR_ENGINE_LABELS = [
  'Own damage',
  // a new vehicle's bundled first policy names each cover's years
  'Own damage (1 year)',
  ...NCB_BY_CLAIM_FREE_YEARS.map((rate) => `No-claim bonus (${Math.round(rate * 100)}%)`),
  'Third party',
  ...Object.values(TP_LONG_TERM).map((term) => `Third party (${term.years} years)`),
  'GST (18%)',
  'Zero depreciation',
  'Engine protection',
  'Roadside assistance',
];

const motorWords = {
  title: { Car: 'Car Insurance Plans', 'Two-Wheeler': 'Two-Wheeler Insurance Plans' } satisfies Record<
    MotorVehicle,
    string
  >,
  pricesForNew: (brand: string, model: string) => `Prices for your new ${brand} ${model}.`,
  pricesFor: (plate: string) => `Prices for ${plate}.`,
  planCount: (count: number) => `${count} comprehensive plans from leading insurers.`,
  oneCover: 'Own damage and third-party cover in one policy.',
  panelTitle: 'Your vehicle',
  // a phone's button for the premium filter (the folded vehicle panel's "Change" is ui-words.ts's)
  filters: 'Filters',
  panelIntro: 'Tell us what the number plate cannot, and every price below updates.',
  make: 'Make',
  model: 'Model',
  year: 'Registration year',
  claim: 'Claims in the last policy years',
  zone: 'RTO zone',
  notAnswered: 'Not chosen yet',
  fuel: { Petrol: 'Petrol', Diesel: 'Diesel' } satisfies Record<VehicleModel['fuel'], string>,
  modelChoice: (name: string, fuel: string, cc: number) => `${name} · ${fuel} · ${cc} cc`,
  modelLabel: (make: string, model: string, fuel: string, cc: number) =>
    `${make} ${model} (${fuel.toLowerCase()}, ${cc} cc)`,
  claimChoices: [
    'Claimed last year (no bonus)',
    'No claim for 1 year (20% bonus)',
    'No claim for 2 years (25% bonus)',
    'No claim for 3 years (35% bonus)',
    'No claim for 4 years (45% bonus)',
    'No claim for 5 years or more (50% bonus)',
  ],
  zoneChoices: {
    A: 'Zone A: Ahmedabad, Bengaluru, Chennai, Delhi, Hyderabad, Kolkata, Mumbai, Pune',
    B: 'Zone B: rest of India',
  },
  /**
   * The engine's "For a …" line: English is the engine's own sentence (`said`); another language says it
   * from the same facts (the vehicle as `modelLabel` says it, its age in whole years, zone, bonus and IDV).
   */
  pricedFor: (
    said: string,
    _vehicle: string,
    _years: number,
    _zone: string,
    _ncbPercent: number,
    _idv: number,
    _agreedValue: boolean,
  ) => said,
  assumedModel: (label: string) => `Model not chosen yet: priced as a ${label}.`,
  assumedAge: (years: number) =>
    `Registration year not chosen yet: priced as ${years} years old (age counted in whole years).`,
  assumedClaim: 'Claims not answered yet: priced with no no-claim bonus.',
  assumedZone: (plate: string | null) =>
    plate
      ? `A Bharat-series number names no RTO: priced as zone A until you choose.`
      : 'RTO zone not chosen yet: priced as zone A until you choose.',
  yearFromPlate: (plate: string, year: number) =>
    `Registration year ${year}, read from your Bharat-series number ${plate}.`,
  zoneFromPlate: (plate: string, zone: string) => `Zone ${zone}, read from your number ${plate}.`,
  newVehicle: 'A new vehicle: registered this year, with no no-claim bonus.',
  /** A new vehicle's first policy (the quote's third-party years, 3 or 5): said on the list over the cards. */
  bundled: (kind: MotorKind, thirdPartyYears: number) =>
    `A new ${kind === 'car' ? 'car' : 'two-wheeler'}’s first policy, as the law requires since 01/09/2018: own damage for 1 year and third party for ${thirdPartyYears} years, paid once. The premiums below are for that whole policy, not a year.`,
  estimate:
    'Premiums are estimates until the insurer inspects and underwrites; own damage before GST plus third party, GST at 18% shown.',
  premiumPerYear: 'Premium per year',
  premiumForPolicy: 'Premium for the whole policy',
  anyPremium: 'Any premium',
  /** The premium bands, worked out from the premiums shown (motor-plan-filters.ts). */
  bandBelow: (amount: number) => `Below ${formatRupees(amount)}`,
  bandBetween: (from: number, to: number) => `${formatRupees(from)} - ${formatRupees(to)}`,
  sortByIdv: 'Sort by IDV: high to low',
  orderByIdv: 'IDV (insured declared value), highest first',
  orderPopular:
    'popularity, which here means our catalogue’s own order (we do not count what visitors choose)',
  plans: 'Plans',
  idv: 'IDV',
  premium: 'Premium',
  perYear: '/year',
  /** A new vehicle's card: the premium is for the bundled policy (own damage 1 year, third party 3 or 5). */
  forPolicy: (thirdPartyYears: number) =>
    ` for the policy: own damage 1 year, third party ${thirdPartyYears} years`,
  withGst: (amount: number) => `${formatRupees(amount)} with 18% GST`,
  getQuote: 'Get Quote',
  sources: `IDV: ${EX_SHOWROOM_SOURCE}, less IRDAI's depreciation for the vehicle's age (over 5 years, a value agreed with the insurer). Own damage: ${OD_TARIFF_SOURCE}. Third party: ${TP_SOURCE}.`,
  addOns: 'Add-ons (optional, before GST)',
  breakdown: 'How this premium is made up',
  engineLabels: Object.fromEntries(MOTOR_ENGINE_LABELS.map((label) => [label, label])) as Record<
    string,
    string
  >,
};

export type MotorWords = Wordy<typeof motorWords>;

declare module '~/lib/words' {
  interface WordBook {
    motorList: MotorWords;
  }
}

export default defineWords('en', 'motorList', motorWords);
