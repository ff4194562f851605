// Travel (a quote lead) and the travel booking (a lead of its own kind, for the one plan booked): one engine.
import {
  bookingQuote,
  travelBookingSchema,
  travelLeadSchema,
  type TravelBooking,
  type TravelLead,
} from '../../leads/travel.ts';
import { RATED_PLAN_IDS } from '../../rating/catalogue.ts';
import { quoteTravel, travelRegion, tripDays, type TravelTrip } from './travel-price.ts';
import { defineLine, notOffered, offeredOr, type Line } from '../line.ts';

const BOOKED = {
  destinations: ['Thailand'],
  startDate: '2027-01-10',
  endDate: '2027-01-16',
  planId: 'bajaj-travel-prime',
  planName: 'Travel Prime',
  travellers: [
    {
      fullName: 'Ravi Kumar',
      gender: 'Male',
      dob: '02/05/1990',
      nationality: 'Indian',
      visaType: 'Tourist/Visitor Visa',
      passport: 'K1234567',
      pan: '',
      mobile: '9876500077',
      nominee: 'Sita Kumar',
      relation: 'Spouse',
      diseases: [],
    },
  ],
};

// the booking carries the engine's own total for its trip: the schema refuses any other
const TRAVEL_BOOKING_EXAMPLE = { ...BOOKED, totalPremium: bookingQuote(BOOKED)?.total ?? 0 };

export const travelLine: Line = defineLine<TravelTrip>('travel', {
  leadSchema: travelLeadSchema,
  // two weeks in Europe for two
  example: {
    destinations: ['France', 'Italy'],
    startDate: '2027-05-01',
    endDate: '2027-05-14',
    travellerAges: ['38', '35'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  },
  planIds: () => RATED_PLAN_IDS.travel,
  inputsFromLead(details) {
    const lead = details as TravelLead;
    const trip = {
      days: tripDays(lead.startDate, lead.endDate),
      region: travelRegion(lead.destinations),
      ages: lead.travellerAges.map(Number),
    };
    return { inputs: trip, recorded: trip, assumed: [] };
  },
  price: (planId, trip, now) => offeredOr(quoteTravel(planId, trip, now)),
  period: () => 'trip',
});

export const travelBookingLine: Line = defineLine<TravelBooking>('travel-booking', {
  leadSchema: travelBookingSchema,
  example: TRAVEL_BOOKING_EXAMPLE,
  planIds: () => RATED_PLAN_IDS.travel,
  inputsFromLead(details) {
    const booking = details as TravelBooking;
    const quote = bookingQuote(booking);
    if (!quote) return null;
    return {
      inputs: booking,
      recorded: { planId: quote.planId, travellers: quote.perTraveller.length },
      assumed: [],
    };
  },
  // a booking is for the one plan booked; its total is this engine's (the schema refuses any other)
  price: (planId, booking) =>
    planId === booking.planId ? offeredOr(bookingQuote(booking)) : notOffered('unknown-plan'),
  period: () => 'trip',
});
