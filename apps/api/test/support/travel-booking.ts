import type { TravelBooking } from '@bimasetu/contract';

type Traveller = TravelBooking['travellers'][number];
type Trip = Pick<TravelBooking, 'destinations' | 'startDate' | 'endDate'>;

/** A week in Thailand in January 2027. */
export const THAILAND_WEEK: Trip = {
  destinations: ['Thailand'],
  startDate: '2027-01-10',
  endDate: '2027-01-16',
};

const ASHA_TRAVELLER: Traveller = {
  fullName: 'Asha Verma',
  gender: 'Female',
  dob: '12/03/1990',
  nationality: 'Indian',
  visaType: 'Tourist/Visitor Visa',
  passport: 'K1234567',
  pan: '',
  mobile: '',
  nominee: 'Sita Verma',
  relation: 'Parent',
  diseases: [],
};

/**
 * A travel booking of Travel Prime (bajaj-travel-prime) for one traveller, without its total: Asha Verma (born
 * 12/03/1990, her mother Sita Verma her nominee) on `mobile` unless `traveller` says otherwise, on `trip`.
 */
export function primeBooking(
  traveller: Partial<Traveller> & Pick<Traveller, 'mobile'>,
  trip: Trip = THAILAND_WEEK,
): Omit<TravelBooking, 'totalPremium'> {
  return {
    ...trip,
    planId: 'bajaj-travel-prime',
    planName: 'Travel Prime',
    travellers: [{ ...ASHA_TRAVELLER, ...traveller }],
  };
}
