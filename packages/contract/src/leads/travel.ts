import { z } from 'zod';
import { cappedText } from '../schemas/text.ts';
import { GENDERS, INDIAN_MOBILE_PATTERN, isIndianMobile, isRealDdMmYyyy, PAN_PATTERN } from '../constants.ts';
import { isPersonName } from '../typed-input.ts';
import { ageLastBirthday } from '../rating/core.ts';
import { quoteTravel, travelRegion, tripDays } from '../lines/travel/travel-price.ts';
import {
  bookingMessages,
  TRAVEL_DISEASES,
  TRAVEL_MAX_TRAVELLERS,
  TRAVEL_NOMINEE_RELATIONS,
  TRAVELLER_AGE_MAX,
  TRAVELLER_AGE_MIN,
  travelMessages,
  VISA_TYPES,
} from './travel-words.ts';
import { countryNamed, unknownCountryMessage } from './country-names.ts';
import { diseaseYears, indiaToday, tripProblem } from './travel-rules.ts';

export * from './travel-rules.ts';

export * from './travel-words.ts';

export * from './country-names.ts';

// Travel form and travel booking (shopping spec §3, §5, §9). The same schemas check the browser form and
// the `details` of POST /api/Insurance/AddLead for the lines "travel" and "travel-booking".

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const travelAge = z
  .string()
  .refine(
    (v) => /^\d{1,3}$/.test(v) && Number(v) >= TRAVELLER_AGE_MIN && Number(v) <= TRAVELLER_AGE_MAX,
    travelMessages.ages,
  );

/** A destination is a country of the list: the names people use (USA, Dubai, दुबई) are resolved to it. */
const destination = cappedText(60)
  .min(1, travelMessages.destination)
  .transform((typed, ctx) => {
    const country = countryNamed(typed);
    if (!country) ctx.addIssue({ code: 'custom', message: unknownCountryMessage(typed) });
    return country || typed;
  });

const tripShape = {
  destinations: z.array(destination).min(1, travelMessages.destination).max(30),
  startDate: z
    .string()
    .min(1, travelMessages.startDate)
    .refine((v) => v === '' || ISO_DATE.test(v), travelMessages.startDate),
  endDate: z
    .string()
    .min(1, travelMessages.endDate)
    .refine((v) => v === '' || ISO_DATE.test(v), travelMessages.endDate),
};

/** The travel quote form: destinations, dates, travellers' ages and pre-existing conditions. */
export const travelLeadSchema = z
  .object({
    ...tripShape,
    travellerAges: z.array(travelAge).min(1, travelMessages.ages).max(TRAVEL_MAX_TRAVELLERS),
    hasPreExistingCondition: z.boolean(),
    travellersWithCondition: z.array(
      z
        .number()
        .int()
        .min(0)
        .max(TRAVEL_MAX_TRAVELLERS - 1),
    ),
    /** The spec's form has no contact field; a lead kept with consent needs a number to call (docs/decisions.md). */
    mobile: z
      .string()
      .refine((v) => v === '' || isIndianMobile(v), bookingMessages.mobile)
      .optional(),
  })
  .superRefine((trip, ctx) => {
    // the browser's clock here; the server asks the same rule again on its own (apps/api leads.service.ts)
    const problem = tripProblem(trip, indiaToday());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    if (!Array.isArray(trip.travellersWithCondition) || !Array.isArray(trip.travellerAges)) return;
    const outside = trip.travellersWithCondition.some((i) => i >= trip.travellerAges.length);
    if (outside || (trip.hasPreExistingCondition && trip.travellersWithCondition.length === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['travellersWithCondition'],
        message: travelMessages.conditionTravellers,
      });
    }
  });
export type TravelLead = z.infer<typeof travelLeadSchema>;

const personName = (message: string) =>
  z.string().trim().min(1, message).max(50, message).refine(isPersonName, message);

export const travelDiseaseSchema = z.object({
  name: z.enum(TRAVEL_DISEASES),
  year: z.string().refine((v) => diseaseYears().includes(v), bookingMessages.diseaseYear),
});

/** One traveller of the booking: step 1 (personal details) and step 2 (medical history). */
export const bookingTravellerSchema = z.object({
  fullName: personName(bookingMessages.fullName),
  gender: z.enum(GENDERS, { error: bookingMessages.gender }),
  dob: z
    .string()
    .trim()
    .refine((v) => isRealDdMmYyyy(v), bookingMessages.dob)
    .refine((v) => {
      if (!isRealDdMmYyyy(v)) return true;
      const [dd, mm, yyyy] = v.split('/').map(Number) as [number, number, number];
      return Date.UTC(yyyy, mm - 1, dd) <= Date.now();
    }, bookingMessages.dob),
  nationality: personName(bookingMessages.nationality),
  visaType: z.enum(VISA_TYPES, { error: bookingMessages.visaType }),
  passport: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,9}$/, bookingMessages.passport)),
  pan: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PAN_PATTERN.test(v), bookingMessages.pan),
  mobile: z.string().regex(INDIAN_MOBILE_PATTERN, bookingMessages.mobile),
  nominee: personName(bookingMessages.nominee),
  relation: z.enum(TRAVEL_NOMINEE_RELATIONS, { error: bookingMessages.relation }),
  diseases: z.array(travelDiseaseSchema).max(TRAVEL_DISEASES.length),
});
export type BookingTraveller = z.input<typeof bookingTravellerSchema>;

/** The booking as stored: the trip, the chosen plan, every traveller and the total. */
export const travelBookingSchema = z
  .object({
    ...tripShape,
    planId: cappedText(60).min(1),
    planName: cappedText(100).min(1),
    travellers: z.array(bookingTravellerSchema).min(1).max(TRAVEL_MAX_TRAVELLERS),
    totalPremium: z.number().int(),
  })
  .refine((b) => bookingTotalMatches(b), {
    path: ['totalPremium'],
    message: 'must be the plan’s price for this trip and these travellers',
  })
  .superRefine((b, ctx) => {
    const problem = tripProblem(b, indiaToday());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TravelBooking = z.input<typeof travelBookingSchema>;

/** Each traveller's age last birthday on the first day of the trip, or null while a date is not real. */
export function bookingAges(startDate: string, travellers: readonly { dob: string }[]): number[] | null {
  if (!ISO_DATE.test(startDate)) return null;
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const ages: number[] = [];
  for (const { dob } of travellers) {
    if (!isRealDdMmYyyy(dob.trim())) return null;
    const [dd, mm, yyyy] = dob.trim().split('/').map(Number) as [number, number, number];
    ages.push(Math.max(0, ageLastBirthday(new Date(yyyy, mm - 1, dd), new Date(sy, sm - 1, sd))));
  }
  return ages;
}

/** The price of the booking as the server checks it: the same engine as the list, never the browser's sum. */
export function bookingQuote(b: {
  planId: string;
  destinations: readonly string[];
  startDate: string;
  endDate: string;
  travellers: readonly { dob: string }[];
}) {
  const ages = bookingAges(b.startDate, b.travellers);
  if (!ages) return null;
  const trip = { days: tripDays(b.startDate, b.endDate), region: travelRegion(b.destinations), ages };
  return quoteTravel(b.planId, trip);
}

function bookingTotalMatches(b: Parameters<typeof bookingQuote>[0] & { totalPremium: number }): boolean {
  // a date of birth that is not real is reported on its own field; the total is checked once all are
  if (!bookingAges(b.startDate, b.travellers)) return true;
  return bookingQuote(b)?.total === b.totalPremium;
}

/** Step 1 of the booking checks the personal details of every traveller; step 2 their medical history. */
export const bookingPersonalStepSchema = z.object({
  travellers: z.array(bookingTravellerSchema.omit({ diseases: true })),
});
export const bookingMedicalStepSchema = z.object({
  travellers: z.array(bookingTravellerSchema.pick({ diseases: true })),
});
