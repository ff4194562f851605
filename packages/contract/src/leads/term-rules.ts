// zod-free rules and words of the term quote lead: a quote form's first load imports these, and the schema in term.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
import { isIndianMobile, isRealDdMmYyyy, NAME_MAX_LENGTH, type Gender } from '../constants.ts';
import { isPersonName } from '../typed-input.ts';
import { ageLastBirthday } from '../rating/age.ts';

/** Gender codes of the term quote lead (shopping spec §3): 1 male, 2 female, 3 others. */
export const TERM_GENDERS = [
  { code: 1, label: 'Male' },
  { code: 2, label: 'Female' },
  { code: 3, label: 'Others' },
] as const;
export type TermGenderCode = (typeof TERM_GENDERS)[number]['code'];

/** The one map between a term lead's gender code and an application's gender (GENDERS), both ways. */
export const APPLICATION_GENDER_OF_TERM_CODE = {
  1: 'Male',
  2: 'Female',
  3: 'Other',
} as const satisfies Record<TermGenderCode, Gender>;

/** The term lead's code for an application's gender; undefined for a blank or unknown one. */
export function termGenderCode(gender: string | undefined): TermGenderCode | undefined {
  const found = TERM_GENDERS.find(({ code }) => APPLICATION_GENDER_OF_TERM_CODE[code] === gender);
  return found?.code;
}

/** Term cover is sold from 18 to 65 years of age (see docs/decisions.md). */
export const TERM_MIN_AGE = 18;
export const TERM_MAX_AGE = 65;

export const termLeadMessages = {
  nameRequired: 'Name is required',
  nameLetters: 'Name must contain only letters',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  dobRequired: 'Date of Birth is required',
  dobFormat: 'Enter DOB in DD/MM/YYYY format',
  dobAge: `Term insurance is available from ${TERM_MIN_AGE} to ${TERM_MAX_AGE} years of age`,
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  tobaccoRequired: 'Tell us whether you smoke or chew tobacco',
} as const;

/** The tobacco answer the quote form asks for: insurers load a tobacco user's term premium (lines/term/term-rates.ts). */
export const TERM_TOBACCO_ANSWERS = ['yes', 'no'] as const;
export type TermTobaccoAnswer = (typeof TERM_TOBACCO_ANSWERS)[number];

/** Full years between a dd/mm/yyyy birth date and `today`: the one age rule (`ageLastBirthday`), read from the form's format. */
export function ageOn(dob: string, today: Date): number {
  const [dd, mm, yyyy] = dob.split('/').map(Number) as [number, number, number];
  return ageLastBirthday(new Date(yyyy, mm - 1, dd), today);
}

export function termNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return termLeadMessages.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return termLeadMessages.nameTooLong;
  if (!isPersonName(name)) return termLeadMessages.nameLetters;
  return undefined;
}

export function termDobProblem(value: string, today = new Date()): string | undefined {
  if (value.trim() === '') return termLeadMessages.dobRequired;
  if (!isRealDdMmYyyy(value)) return termLeadMessages.dobFormat;
  const age = ageOn(value, today);
  if (age < TERM_MIN_AGE || age > TERM_MAX_AGE) return termLeadMessages.dobAge;
  return undefined;
}

export function termMobileProblem(value: string): string | undefined {
  if (value.trim() === '') return termLeadMessages.mobileRequired;
  if (!isIndianMobile(value)) return termLeadMessages.mobileInvalid;
  return undefined;
}
