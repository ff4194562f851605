import { TRAVEL_PREMIUM_PER_TRAVELLER, TRAVEL_SUM_INSURED_TEXT } from '@bimasetu/contract';

export interface BookingTotals {
  travellers: number;
  perTraveller: number;
  total: number;
  sumInsured: string;
  gstIncluded: true;
}

/** The summary of step 3: 4189 per traveller, GST already included in that amount. */
export function bookingTotals(travellers: number): BookingTotals {
  const count = Math.max(0, Math.floor(travellers));
  return {
    travellers: count,
    perTraveller: TRAVEL_PREMIUM_PER_TRAVELLER,
    total: count * TRAVEL_PREMIUM_PER_TRAVELLER,
    sumInsured: TRAVEL_SUM_INSURED_TEXT,
    gstIncluded: true,
  };
}
