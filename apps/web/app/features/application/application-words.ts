// Every word of the application form, its quote summary and the confirmation in English (Hindi:
// application-words.hi.ts). The field catalogue's labels, sections and option lists are the contract's (the
// spec's English): they are read from it here, and each is said by its key (a field by its name, a section by
// its title, an option by its value, which is what the server gets in every language). The spec's success and
// failure texts stay in the contract (applicationMessages), said through `messages`.
import {
  APPLICATION_FIELDS,
  APPLICATION_FORM_SECTIONS,
  applicationMessages,
  COVER_ADVISER_LABELS,
  fieldOptions,
  type ApplicationFieldKey,
  type CoverName,
} from '@bimasetu/contract';
import { formatRupees, lakhCroreWords } from '~/lib/format';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import { FIELD_LABELS } from './application-field-labels';

/** When advisers call (docs/decisions.md): the help line's own hours (footer, Contact Us), so we say one thing. */
export const ADVISER_HOURS = 'Monday to Saturday, 9 am to 7 pm IST';

type ApplicationMessage = (typeof applicationMessages)[keyof typeof applicationMessages];
const fieldKeys = Object.keys(APPLICATION_FIELDS) as ApplicationFieldKey[];
/** The choices whose words are fixed (the registration years are numbers, shown as they are). */
const CHOICES = [
  ...new Set(
    fieldKeys.flatMap((key) =>
      key === 'regYear' || APPLICATION_FIELDS[key].kind !== 'choice'
        ? []
        : fieldOptions(APPLICATION_FIELDS[key]),
    ),
  ),
];

const applicationWords = {
  pageTitle: 'Best Policy Suggestions',
  pageIntro:
    'Tell us about yourself and the cover you need. An adviser will suggest the best policies for you.',
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
  // the catalogue's words, by key
  labels: Object.fromEntries(fieldKeys.map((key) => [key, APPLICATION_FIELDS[key].label])) as Record<
    ApplicationFieldKey,
    string
  >,
  /** The field's name inside a message ("Phone number must be exactly 10 digits"). */
  errorLabels: FIELD_LABELS,
  /** What the cover is called where it is not a life policy's sum assured (`coverNameOf`): [on the form, inside a message]. */
  coverNames: {
    'sum-insured': ['Sum insured (₹)', COVER_ADVISER_LABELS['sum-insured']],
    idv: ['IDV, insured declared value (₹)', COVER_ADVISER_LABELS.idv],
  } as Partial<Record<CoverName, readonly [string, string]>>,
  sections: same(APPLICATION_FORM_SECTIONS.map((section) => section.title)),
  options: same(CHOICES),
  choosePolicyType: 'Please choose a policy type',
  /** A field's rule from the contract ("must be exactly 10 digits") as a sentence about the field. */
  fieldError: (label: string, rule: string) => `${label} ${rule}`,
  // a rupee field (sum assured, income): how to type it, the amount read back, and what cannot be read
  amountHint: 'In rupees, for example 12,00,000 or 12 lakh',
  /** The amount as read from what was typed, so the customer can check it: "That is ₹12,00,000 (12 lakh)". */
  amountEcho: (rupees: number) =>
    rupees >= 100_000
      ? `That is ${formatRupees(rupees)} (${lakhCroreWords(rupees)})`
      : `That is ${formatRupees(rupees)}`,
  amountUnreadable: (label: string) =>
    `${label}: we could not read this as an amount. Type it in rupees, like 12,00,000, 12 lakh or 1.2 crore.`,
  // the quote summary above a form opened from a plan
  yourQuote: 'Your quote',
  byInsurer: (insurer: string) => `by ${insurer}`,
  per: { month: '/month', quarter: '/quarter', year: '/year', employee: '/employee / year' },
  /** The engine's words start "for a…" or "For a…" and may end with a full stop. */
  pricedFor: (inputs: string) => `Priced ${inputs.replace(/^For /, 'for ').replace(/\.$/, '')}.`,
  priceSource: (rateVersion: string) =>
    `Worked out in your browser from your answers with our rate table ${rateVersion}; the adviser confirms the final premium after the insurer's checks.`,
  /** `on`: dd/mm/yyyy. */
  serverPriceSource: (rateVersion: string, on: string) =>
    `Worked out by BimaSetu on ${on} from your answers with our rate table ${rateVersion}: the premium your application is sent with. The adviser confirms the final premium after the insurer's checks.`,
  /** `labels`: the changed fields' names, joined with commas. */
  changedFromQuote: (labels: string) =>
    `You changed ${labels} from your quote. The premium above is still for your quote's inputs; your adviser prices the change.`,
  priceUnavailable:
    'We could not work out a price for this plan from the inputs we have. An adviser will quote it for you.',
  /** A term plan opened without its quote form's answers (a list opened from its address): the price needs the
   * applicant's date of birth. */
  priceNeedsDob: 'Enter your date of birth below and we show your price for this plan at once.',
  goToDob: 'Enter date of birth',
  priceNotOffered:
    'This plan is not offered for the date of birth and details on this form. Check them, or go back and choose another plan.',
  withGst: (total: number) => `${formatRupees(total)} with 18% GST`,
  perYearOfPolicy: (perYear: number) => `${formatRupees(perYear)} a year`,
  childSaving: (lifeCover: number) => `Life cover ${formatRupees(lifeCover)} while the plan runs`,
  /** A life cover above BimaSetu's guide for this income and age (contract `cover-income-guide.ts`). */
  coverAboveIncome: (cover: number, times: number, multiple: number, allowed: number) =>
    `A cover of ${formatRupees(cover)} is ${times} times the yearly income you gave. Insurers limit term cover to a multiple of income by their own underwriting rules, which they do not publish per plan; BimaSetu's guide flags cover above ${multiple} times income at your age (${formatRupees(allowed)}). The insurer may ask for income proof or offer less cover; you can still send this application.`,
  fromQuote: 'from your quote',
  change: 'Change',
  changeLabel: (label: string) => `Change ${label}`,
  plate: 'Registration number',
  newVehicle: 'New vehicle (not registered yet)',
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
  messages: same<ApplicationMessage>(Object.values(applicationMessages)),
};

export type ApplicationWords = Wordy<typeof applicationWords>;

declare module '~/lib/words' {
  interface WordBook {
    application: ApplicationWords;
  }
}

export default defineWords('en', 'application', applicationWords);
