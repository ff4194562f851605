// The motor list's own words (the spec gives none for these questions); one place for a later Hindi.
import { EX_SHOWROOM_SOURCE, OD_TARIFF_SOURCE, TP_SOURCE } from '@bimasetu/contract/rating';

export const motorWords = {
  panelTitle: 'Your vehicle',
  panelIntro: 'Tell us what the number plate cannot, and every price below updates.',
  make: 'Make',
  model: 'Model',
  year: 'Registration year',
  claim: 'Claims in the last policy years',
  zone: 'RTO zone',
  notAnswered: 'Not chosen yet',
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
  assumedModel: (label: string) => `Model not chosen yet: priced as a ${label}.`,
  assumedAge: (years: number) =>
    `Registration year not chosen yet: priced as ${years} years old (age counted in whole years).`,
  assumedClaim: 'Claims not answered yet: priced with no no-claim bonus.',
  assumedZone: (plate: string | null) =>
    plate
      ? `A Bharat-series number names no RTO: priced as zone A until you choose.`
      : 'RTO zone not chosen yet: priced as zone A until you choose.',
  zoneFromPlate: (plate: string, zone: string) => `Zone ${zone}, read from your number ${plate}.`,
  newVehicle: 'A new vehicle: registered this year, with no no-claim bonus.',
  estimate:
    'Premiums are estimates until the insurer inspects and underwrites; own damage before GST plus third party, GST at 18% shown.',
  sources: `IDV: ${EX_SHOWROOM_SOURCE}, less IRDAI's depreciation for the vehicle's age (over 5 years, a value agreed with the insurer). Own damage: ${OD_TARIFF_SOURCE}. Third party: ${TP_SOURCE}.`,
  addOns: 'Add-ons (optional, before GST)',
  breakdown: 'How this premium is made up',
} as const;
