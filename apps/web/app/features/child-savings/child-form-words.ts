// The child savings form's words in English (Hindi: child-form-words.hi.ts). The spec's messages come from the
// contract; `messages` maps each one (its English text is its stable code) to the page's language.
import { CHILD_INCOME_RANGES, childMessages } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

type ChildMessage = (typeof childMessages)[keyof typeof childMessages];
type IncomeRange = (typeof CHILD_INCOME_RANGES)[number];

const childFormWords = {
  title: 'Child Savings Plan',
  intro: "Secure your child's education and dreams. Tell us a little about your family.",
  name: 'Your name',
  email: 'Email',
  parentAge: 'Your age',
  childAge: "Child's age",
  income: 'Annual income',
  years: ' years',
  incomes: Object.fromEntries(CHILD_INCOME_RANGES.map((r) => [r, r as string])) as Record<
    IncomeRange,
    string
  >,
  viewPlans: 'View Plans',
  messages: Object.fromEntries(Object.values(childMessages).map((m) => [m, m as string])) as Record<
    ChildMessage,
    string
  >,
};

export type ChildFormWords = Wordy<typeof childFormWords>;

declare module '~/lib/words' {
  interface WordBook {
    childForm: ChildFormWords;
  }
}

export default defineWords('en', 'childForm', childFormWords);
