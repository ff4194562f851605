// The health and family health quote forms' words in English (Hindi: health-form-words.hi.ts). The contract's
// values (gender, members, ages, conditions) stay the lead's values; these are only their labels. The spec's
// messages come from the contract; `messages` maps each one (its English text is its stable code) to the page's
// language, and `memberAge` says the one message that names a member.
import { HEALTH_GENDERS, healthLeadMessages, type HealthGender } from '@bimasetu/contract';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import { conditionWords } from './condition-words';

type HealthFormLine = 'health' | 'family-health';
type StaticMessage = Exclude<
  (typeof healthLeadMessages)[keyof typeof healthLeadMessages],
  (m: string) => string
>;
const healthFormWords = {
  title: {
    health: 'Health Insurance',
    'family-health': 'Family Health Insurance',
  } satisfies Record<HealthFormLine, string>,
  intro: {
    health: 'Tell us who to cover and where you live to compare health plans and premiums.',
    'family-health':
      'Cover your whole family under one plan. Choose the members and their ages to see family floater plans.',
  } satisfies Record<HealthFormLine, string>,
  submit: {
    health: 'View Plans',
    'family-health': 'View Calculated Coverage Plans',
  } satisfies Record<HealthFormLine, string>,
  yourGender: 'Your gender',
  genders: same<HealthGender>(HEALTH_GENDERS),
  whoToInsure: 'Who would you like to insure?',
  members: {
    Self: 'Self',
    Wife: 'Wife',
    Husband: 'Husband',
    Son: 'Son',
    Daughter: 'Daughter',
    Father: 'Father',
    Mother: 'Mother',
    Grandfather: 'Grandfather',
    Grandmother: 'Grandmother',
    'Father-in-law': 'Father-in-law',
    'Mother-in-law': 'Mother-in-law',
  } as Record<string, string>,
  /** A second son or daughter is numbered: "Age of Son 2". */
  ageOf: (member: string, nth = 1) => `Age of ${member}${nth > 1 ? ` ${nth}` : ''}`,
  addChild: (member: string) => `Add another ${member === 'Son' ? 'son' : 'daughter'}`,
  removeChild: (member: string, nth: number) => `Remove ${member} ${nth}`,
  childrenLimit: healthLeadMessages.childrenLimit,
  selectAge: 'Select age',
  /** The last word of an age choice ('20-120 Days', '4-12 Months', '1 year', '5 years'). */
  ageUnits: { Days: 'Days', Months: 'Months', year: 'year', years: 'years' },
  yourCity: 'Your city',
  searchCity: 'Search your city',
  noCity: 'No city found',
  cityPlaceholder: 'Type a city name',
  popularCity: 'Or pick a popular city:',
  fullName: 'Full name',
  conditionsTitle: 'Does any member have a medical condition?',
  conditions: conditionWords,
  memberAge: (member: string, nth = 1) => healthLeadMessages.memberAge(nth > 1 ? `${member} ${nth}` : member),
  messages: Object.fromEntries(
    Object.values(healthLeadMessages)
      .filter((m): m is StaticMessage => typeof m === 'string')
      .map((m) => [m, m]),
  ) as Record<StaticMessage, string>,
};

export type HealthFormWords = Wordy<typeof healthFormWords>;

declare module '~/lib/words' {
  interface WordBook {
    healthForm: HealthFormWords;
  }
}

export default defineWords('en', 'healthForm', healthFormWords);
