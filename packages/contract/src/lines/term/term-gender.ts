// The one gender map, alone in its module: the term form's link to its list takes it without the rate table.
import type { TermGender } from './term-rates.ts';

/** The term lead's gender code (1 male, 2 female, 3 others) as the rating engine names it. */
export const TERM_GENDER_OF_CODE = { 1: 'male', 2: 'female', 3: 'other' } as const satisfies Record<
  1 | 2 | 3,
  TermGender
>;
