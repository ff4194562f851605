// The travel line's limits, choices and the form's messages, without zod: the plan list imports these and stays
// free of the form's and the booking's schemas (travel.ts re-exports them).
import { TRAVEL_MAX_DAYS } from '../lines/travel/trip.ts';

export const TRAVEL_MAX_TRAVELLERS = 15;
export const TRAVEL_QUICK_TRAVELLER_COUNTS = [1, 2, 3, 4, 5] as const;
/** Choosing 6+ reveals a counter from 1 to TRAVEL_MAX_TRAVELLERS that starts here (spec §4). */
export const TRAVEL_COUNTER_START = 6;
/** The fewest travellers a trip has: where the counter stops going down. */
export const TRAVEL_MIN_TRAVELLERS = 1;
export const TRAVELLER_AGE_MIN = 0;
export const TRAVELLER_AGE_MAX = 100;
export const TRAVEL_PAGE_SIZE = 6;
export const VISA_TYPES = ['Tourist/Visitor Visa', 'Student Visa', 'Work Visa'] as const;
export const TRAVEL_NOMINEE_RELATIONS = ['Parent', 'Spouse', 'Child'] as const;
export const TRAVEL_DISEASES = [
  'Diabetes',
  'High Blood Pressure',
  'Heart Disease',
  'Asthma',
  'Thyroid Disorder',
  'Kidney Disease',
  'Cancer',
  'Other',
] as const;
export const DISEASE_YEARS_BACK = 20;

export const travelMessages = {
  destination: 'Please select at least one destination.',
  startDate: 'Start date is required.',
  endDate: 'End date is required.',
  ages: 'Please enter the age for each traveller.',
  /** Not in the original, which let the trip end before it began (docs/spec-deviations.md). */
  endBeforeStart: 'End date cannot be before the start date.',
  startInPast: 'Start date cannot be in the past.',
  /** Longer than the longest band the rate table prices (issue 31; docs/spec-deviations.md). */
  tooLong: `A trip can be at most ${TRAVEL_MAX_DAYS} days long; for a longer stay, ask us about a long-stay plan.`,
  conditionTravellers: 'Please tick each traveller who has a pre-existing condition.',
  noCountry: 'No entries to show',
  noPlans: 'No plans match your filters or search.',
} as const;

/** The booking's messages: here with the form's, so the booking page's words load no trip rules. */
export const bookingMessages = {
  fullName: 'Enter the full name as on the passport (letters and spaces only).',
  gender: 'Select a gender.',
  dob: 'Enter a real date of birth as dd/mm/yyyy.',
  nationality: 'Enter the nationality.',
  visaType: 'Select a visa type.',
  passport: 'Enter a valid passport number (6 to 9 letters or digits).',
  pan: 'Enter a valid PAN, e.g. ABCDE1234F.',
  mobile: 'Enter a valid 10-digit mobile number.',
  nominee: "Enter the nominee's name (letters and spaces only).",
  relation: "Select the nominee's relation.",
  diseaseYear: 'Select the year it was diagnosed.',
} as const;
