// The list and the checkout price a trip with the same engine; a visitor who has not entered a trip yet sees
// the profile the catalogue was written for, and is told so.
import type { TravelLead } from '@bimasetu/contract';
import {
  quoteTravel,
  travelRegion,
  tripDays,
  type TravelQuote,
  type TravelTrip,
} from '@bimasetu/contract/rating';
import { groupThousands } from '~/lib/format';
import type { TravelPlan } from './travel-plans';

/** One traveller up to 40, a week in Asia: what each plan's listed price was written for. */
export const PROFILE_TRIP: TravelTrip = { days: 7, region: 'asia', ages: [30] };

export function tripToPrice(trip: TravelLead | null): TravelTrip {
  if (!trip) return PROFILE_TRIP;
  return {
    days: tripDays(trip.startDate, trip.endDate),
    region: travelRegion(trip.destinations),
    ages: trip.travellerAges.map((age) => Number(age) || 0),
  };
}

export interface PricedTravelPlan {
  plan: TravelPlan;
  quote: TravelQuote;
}

/** Every plan we hold rates for, priced for this trip. */
export function priceTravelPlans(plans: readonly TravelPlan[], trip: TravelTrip): PricedTravelPlan[] {
  return plans.flatMap((plan) => {
    const quote = quoteTravel(plan.id, trip);
    return quote ? [{ plan, quote }] : [];
  });
}

/**
 * An amount in US dollars, grouped in thousands as dollars are written ("$100,000", never the rupee's "$1,00,000"):
 * every dollar figure of the travel pages (cards, filters, booking) is written by this one.
 */
export const usd = (amount: number) => `$${groupThousands(amount)}`;
