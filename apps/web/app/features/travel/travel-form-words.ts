// The travel quote form's words in English (Hindi: travel-form-words.hi.ts): the form, its destination picker and
// its travellers dialog. Countries show as the list writes them; the search also finds them by the names people
// use (contract `COUNTRY_NAMES`). The spec's
// messages come from the contract; `messages` maps each one (its English text is its stable code) to the page's
// language.
import { bookingMessages, travelMessages } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

type TravelFormMessage = (typeof travelMessages)[keyof typeof travelMessages] | typeof bookingMessages.mobile;

const travelFormWords = {
  title: 'Travel Insurance',
  intro: 'Tell us about your trip to compare plans from leading insurers.',
  where: 'Where are you travelling?',
  whereHint: 'Type a country and pick it from the list',
  chosen: 'Chosen destinations',
  remove: (country: string) => `Remove ${country}`,
  countryPlaceholder: 'e.g. Thailand or Dubai',
  startDate: 'Trip start date',
  endDate: 'Trip end date',
  travellers: 'Travellers',
  travellerCount: (count: number) => `${count} Traveller${count === 1 ? '' : 's'}`,
  ages: (ages: string) => ` · ages ${ages}`,
  addAges: ' · add ages',
  submit: 'View Plans',
  dialogTitle: 'Who is travelling?',
  dialogIntro: 'Choose how many people travel and the age of each.',
  done: 'Done',
  close: 'Close',
  howMany: 'Number of travellers',
  fewer: 'One traveller fewer',
  more: 'One traveller more',
  counted: (count: number) => `${count} travellers`,
  travellerAge: (n: number) => `Traveller ${n} age`,
  selectAge: 'Select age',
  underOne: 'Under 1 year',
  age: (years: string) => `${years} ${years === '1' ? 'year' : 'years'}`,
  conditionQuestion: 'Does any traveller have a pre-existing medical condition?',
  yes: 'Yes',
  no: 'No',
  whoHasCondition: 'Who has a condition?',
  traveller: (n: number) => `Traveller ${n}`,
  messages: Object.fromEntries(
    [...Object.values(travelMessages), bookingMessages.mobile].map((m) => [m, m]),
  ) as Record<TravelFormMessage, string>,
};

export type TravelFormWords = Wordy<typeof travelFormWords>;

declare module '~/lib/words' {
  interface WordBook {
    travelForm: TravelFormWords;
  }
}

export default defineWords('en', 'travelForm', travelFormWords);
