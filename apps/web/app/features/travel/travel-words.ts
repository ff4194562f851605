// The travel list's and booking's own words (the spec gives none for prices); one place for a later Hindi.
import { formatRupees } from '~/lib/format';

export const travelWords = {
  pricedFor: (trip: string) => `Prices for ${trip}.`,
  profileNote:
    'You have not entered a trip yet, so these are for 1 traveller aged up to 40, a 7-day trip in Asia. Enter your trip for your own prices.',
  estimate:
    'Premiums include GST at 18% and are estimates until the insurer issues the policy. Each plan covers up to its own medical sum insured.',
  perTraveller: (amount: number) => `${formatRupees(amount)} per traveller`,
  eachTraveller: (amounts: readonly number[]) => amounts.map((a) => formatRupees(a)).join(' + '),
  forTravellers: (count: number) => (count === 1 ? 'for 1 traveller' : `for ${count} travellers`),
  agedList: (ages: readonly string[]) => `(aged ${ages.join(', ')})`,
  conditionTold: (count: number) =>
    `You told us ${count === 1 ? 'a traveller has' : `${count} travellers have`} a pre-existing disease: only some plans cover it.`,
  showConditionPlans: 'Show only plans that cover it',
  agedFromDob: 'Each traveller is priced for their age on the first day of the trip, from the date of birth.',
  gstIncluded: (gst: number) => `Premium includes GST (18%) of ${formatRupees(gst)}.`,
} as const;

/** The booking's phone check before it is sent: the first traveller's mobile, verified with the OTP. */
export const bookingPhoneWords = {
  title: 'Verify your phone to confirm the booking',
  intro: (mobile: string) =>
    `We keep a booking only for a phone number its owner has confirmed. We will send a one-time password (OTP) to +91 ${mobile}, the first traveller's mobile; this also logs you in, so you can follow the booking in Know My Request Status.`,
  kept: 'The travellers and answers you entered stay as they are.',
  send: 'Send OTP',
  verify: 'Verify OTP and confirm',
  codeSent: 'Enter the OTP we sent you by SMS.',
  changePhone: 'Change the mobile number',
} as const;
