// The term, NRI term and women term calculators' words in English (Hindi: term-form-words.hi.ts). The spec's
// messages come from the contract; `messages` maps each one (its English text is its stable code) to the page's
// language.
import { termLeadMessages, type TermGenderCode, type TermTobaccoAnswer } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

type TermFormLine = 'term' | 'nri-term' | 'women-term';
type TermLeadMessage = (typeof termLeadMessages)[keyof typeof termLeadMessages];

const termFormWords = {
  title: {
    term: 'Term Insurance Calculator',
    'nri-term': 'NRI-Term Insurance Calculator',
    'women-term': 'Term Insurance for Women',
  } satisfies Record<TermFormLine, string>,
  intro: {
    term: 'Tell us a little about yourself to see term plans and premiums from leading insurers.',
    'nri-term':
      'Living abroad? Protect your family in India with a term plan you can buy and pay for from overseas.',
    'women-term': 'Women pay lower premiums for the same cover. See plans with offers made for women.',
  } satisfies Record<TermFormLine, string>,
  gender: 'Gender',
  genders: { 1: 'Male', 2: 'Female', 3: 'Others' } satisfies Record<TermGenderCode, string>,
  tobacco: 'Do you smoke or chew tobacco?',
  tobaccoHint: 'Insurers charge tobacco users more, so the premiums you see depend on it.',
  tobaccoAnswers: { yes: 'Yes', no: 'No' } satisfies Record<TermTobaccoAnswer, string>,
  fullName: 'Full name',
  dob: 'Date of birth',
  dobHint: 'For example 15/08/1990',
  submit: 'View Calculated Coverage Plans',
  messages: Object.fromEntries(Object.values(termLeadMessages).map((m) => [m, m])) as Record<
    TermLeadMessage,
    string
  >,
};

export type TermFormWords = Wordy<typeof termFormWords>;

declare module '~/lib/words' {
  interface WordBook {
    termForm: TermFormWords;
  }
}

export default defineWords('en', 'termForm', termFormWords);
