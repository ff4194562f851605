// The travel booking's words in English (Hindi: booking-words.hi.ts): the page, its three steps, the summary and
// totals, the phone check before it is sent and what it says afterwards. The contract's values (genders, visa
// types, relations, diseases) are sent as they are; only their labels change with the language. The contract's
// messages are mapped by their English text (`messages`).
import {
  apiMessages,
  bookingMessages,
  GENDERS,
  TRAVEL_DISEASES,
  TRAVEL_NOMINEE_RELATIONS,
  VISA_TYPES,
} from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

type BookingMessage =
  | (typeof bookingMessages)[keyof typeof bookingMessages]
  | typeof apiMessages.bookingMobileNotYours
  | typeof apiMessages.bookingLoginRequired;

const labels = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

const bookingWords = {
  title: 'Book Your Travel Insurance',
  intro:
    "Three short steps: each traveller's details as on the passport, any disease diagnosed in the last 20 years, then the summary with each premium. Our adviser then calls to confirm and take the payment.",
  loading: 'Loading your trip…',
  noTrip: 'Tell us about your trip first: where you are going, when, and who is travelling.',
  enterTrip: 'Enter trip details',
  noPlan: 'Choose a plan to book.',
  seePlans: 'See travel plans',
  stepsLabel: 'Booking steps',
  steps: ['Personal details', 'Medical history', 'Summary'],
  stepNumber: (n: number) => `Step ${n}`,
  back: 'Back',
  backToPlans: 'Back to plans',
  continue: 'Continue',
  confirm: 'Confirm booking',
  failed: 'We could not save your booking. Please try again.',
  done: 'Booking request received',
  referenceBefore: 'Your reference number is ',
  referenceAfter: '.',
  whatNext: (plan: string, count: number) =>
    `Our adviser will contact you to confirm ${plan} for ${count} traveller${count === 1 ? '' : 's'} and complete the payment. Keep the reference number handy.`,
  backHome: 'Back to home',
  // step 1
  traveller: (n: number, age: string | undefined) => `Traveller ${n}${age ? ` (age ${age})` : ''}`,
  fullName: 'Full name (as on passport)',
  gender: 'Gender',
  select: 'Select',
  dob: 'Date of birth',
  nationality: 'Nationality',
  visaType: 'Visa type',
  passport: 'Passport number',
  pan: 'PAN (optional)',
  mobile: 'Mobile number',
  nominee: 'Nominee name',
  relation: 'Nominee relation',
  genders: labels(GENDERS),
  visaTypes: labels(VISA_TYPES),
  relations: labels(TRAVEL_NOMINEE_RELATIONS),
  // step 2
  medicalIntro:
    'Tick any disease diagnosed in the last 20 years and choose the year. Leave all unticked if none.',
  medicalOf: (name: string, n: number) => `${name || `Traveller ${n}`}: medical history`,
  diseases: labels(TRAVEL_DISEASES),
  yearDiagnosed: (disease: string) => `Year diagnosed (${disease})`,
  selectYear: 'Select year',
  // step 3
  plan: 'Plan',
  destinations: 'Destinations',
  travelDates: 'Travel dates',
  dates: (from: string, to: string) => `${from} to ${to}`,
  sumInsured: 'Sum insured',
  medicalCover: (amount: string) => `${amount} medical`,
  travellers: 'Travellers',
  name: 'Name',
  passportColumn: 'Passport',
  premium: 'Premium',
  total: (count: number) => `Total ${count === 1 ? 'for 1 traveller' : `for ${count} travellers`}`,
  /** The premium's GST: 18% before 22/09/2025, nil since for travellers insured alone or with their family. */
  gstLine: (gst: number) =>
    gst > 0
      ? `Premium includes GST (18%) of ${formatRupees(gst)}.`
      : 'No GST: travel insurance for yourself or your family has been exempt from GST since 22/09/2025.',
  agedFromDob: 'Each traveller is priced for their age on the first day of the trip, from the date of birth.',
  /** The phone check before the booking is sent: the first traveller's mobile, verified with the OTP. */
  phone: {
    title: 'Verify your phone to confirm the booking',
    intro: (mobile: string) =>
      `We keep a booking only for a phone number its owner has confirmed. We will send a one-time password (OTP) to +91 ${mobile}, the first traveller's mobile; this also logs you in, so you can follow the booking in Know My Request Status.`,
    kept: 'The travellers and answers you entered stay as they are.',
    send: 'Send OTP',
    verify: 'Verify OTP and confirm',
    codeSent: 'Enter the OTP we sent you by SMS.',
    changePhone: 'Change the mobile number',
  },
  messages: Object.fromEntries(
    [
      ...Object.values(bookingMessages),
      apiMessages.bookingMobileNotYours,
      apiMessages.bookingLoginRequired,
    ].map((m) => [m, m]),
  ) as Record<BookingMessage, string>,
};

export type BookingWords = Wordy<typeof bookingWords>;

declare module '~/lib/words' {
  interface WordBook {
    travelBooking: BookingWords;
  }
}

export default defineWords('en', 'travelBooking', bookingWords);
