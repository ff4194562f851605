import { bookingQuote, type BookingTraveller, type TravelLead } from '@bimasetu/contract';
import type { TravellerPrice } from '@bimasetu/contract/rating';
import type { TravelPlan } from './travel-plans';
import { usd } from './travel-pricing';

export interface BookingTotals {
  perTraveller: TravellerPrice[];
  total: number;
  gst: number;
  sumInsured: string;
}

/**
 * Step 3's summary: each traveller priced by the plan for their age on the first day of the trip (from the
 * date of birth), with its GST (nil since 22/09/2025), the same function the server checks the booking with. Null until every
 * date of birth is real.
 */
export function bookingTotals(
  trip: TravelLead,
  plan: TravelPlan,
  travellers: readonly Pick<BookingTraveller, 'dob'>[],
): BookingTotals | null {
  const quote = bookingQuote({ ...trip, planId: plan.id, travellers });
  if (!quote) return null;
  return {
    perTraveller: quote.perTraveller,
    total: quote.total,
    gst: quote.gst,
    sumInsured: `${usd(plan.medical)} medical`,
  };
}
