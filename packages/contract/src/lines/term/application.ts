// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { TermLine } from './term-rates.ts';

const TERM: LineApplication = {
  policyType: 'Term',
  leadFields: { fullName: 'fullName', dob: 'dob', gender: 'gender', phone: 'mobileNumber' },
  // the term card says only whom it priced; its cover and payment are on the form
  shownAs: { amount: 'total', per: 'paid', facts: 1 },
};

export const TERM_APPLICATION = {
  term: TERM,
  'nri-term': TERM,
  'women-term': TERM,
} as const satisfies Readonly<Record<TermLine, LineApplication>>;
