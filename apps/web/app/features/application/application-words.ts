// Every word of the application form, its quote summary, the inline phone check and the confirmation, in one
// place (to be translated). The spec's own success and failure texts stay in the contract (applicationMessages).
import { formatRupees } from '~/lib/format';

/** When advisers call (docs/decisions.md): the help line's own hours (footer, Contact Us), so we say one thing. */
export const ADVISER_HOURS = 'Monday to Saturday, 9 am to 7 pm IST';

export const applicationWords = {
  submit: 'Submit Application',
  sectionProgress: (index: number, total: number) => `Section ${index} of ${total}`,
  draftKept: 'What you type here is kept in this browser tab until you submit, so a reload loses nothing.',
  chosenPlan: 'Chosen plan',
  removePlan: 'Remove plan',
  // a logged-out visitor may log in first (and come back here) or just submit and verify the phone then
  loginOffer: 'Have an account? ',
  logIn: 'Log in',
  loginOfferAfter:
    ' and you come back to this form with what you typed, or simply submit: we check your phone with an OTP then.',
  followInTracker: 'Follow your request in ',
  followAfterLogin: 'Log in with the phone number you gave to follow your request in ',
  tracker: 'Know My Request Status',
  // the quote summary above a form opened from a plan
  yourQuote: 'Your quote',
  byInsurer: (insurer: string) => `by ${insurer}`,
  premiumPer: (per: string) => `/${per}`,
  /** The engine's words start "for a…" or "For a…" and may end with a full stop. */
  pricedFor: (inputs: string) => `Priced ${inputs.replace(/^For /, 'for ').replace(/\.$/, '')}.`,
  priceSource: (rateVersion: string) =>
    `Worked out in your browser from your answers with our rate table ${rateVersion}; the adviser confirms the final premium after the insurer's checks.`,
  changedFromQuote: (labels: readonly string[]) =>
    `You changed ${labels.join(', ')} from your quote. The premium above is still for your quote's inputs; your adviser prices the change.`,
  priceUnavailable:
    'We could not work out a price for this plan from the inputs we have. An adviser will quote it for you.',
  withGst: (total: number) => `${formatRupees(total)} with 18% GST`,
  perYearOfPolicy: (perYear: number) => `${formatRupees(perYear)} a year`,
  childSaving: (lifeCover: number) => `Life cover ${formatRupees(lifeCover)} while the plan runs`,
  perEmployee: 'employee / year',
  fromQuote: 'from your quote',
  change: 'Change',
  changeLabel: (label: string) => `Change ${label}`,
  plate: 'Registration number',
  newVehicle: 'New vehicle (not registered yet)',
  // the inline phone check
  verifyTitle: 'Verify your phone to send the application',
  verifyIntro: (mobile: string) =>
    `We keep applications only for a phone number its owner has confirmed. We will send a one-time password (OTP) to +91 ${mobile}; this also logs you in, so you can follow the request.`,
  verifyKept: 'Everything you typed stays on the form.',
  sendOtp: 'Send OTP',
  verifyOtp: 'Verify OTP and submit',
  otpSentTo: 'Enter the OTP we sent you by SMS.',
  changePhone: 'Change phone number',
  // the confirmation
  confirmedTitle: 'Application received',
  referenceIs: 'Your reference',
  requestIdIs: 'Your request number',
  whatNext: 'What happens next',
  nextSteps: [
    'An adviser calls you on the phone number you gave within one working day to go over the plan and the insurer’s questions.',
    `Our advisers work ${ADVISER_HOURS}. An application sent after 7 pm, on a Sunday or on a public holiday is called back on the next working day.`,
    'The insurer may ask for documents or a medical check before it confirms the final premium; your adviser tells you if it changes and why.',
  ],
  trackIt: 'Follow this request in ',
  another: 'Start another application',
} as const;
