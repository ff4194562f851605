// Who the term list prices for: the date of birth and gender from the quote form, carried in the list's address
// (?dob=1990-08-15&gender=female&tobacco=no) so a shared or reloaded list prices the same person.
import type { TermGenderCode, TermTobaccoAnswer } from '@bimasetu/contract';
import {
  ageLastBirthday,
  TERM_GENDER_OF_CODE as GENDERS,
  type TermGender,
  type TermLine,
  type TermPerson,
} from '@bimasetu/contract/rating';

/** The list's address for what the form took: "15/08/1990" becomes dob=1990-08-15. */
export function termPlansHref(
  plansPath: string,
  values: { dob: string; gender: TermGenderCode; tobacco?: TermTobaccoAnswer },
): string {
  const [dd, mm, yyyy] = values.dob.split('/');
  const params = new URLSearchParams({ dob: `${yyyy}-${mm}-${dd}`, gender: GENDERS[values.gender] });
  if (values.tobacco) params.set('tobacco', values.tobacco);
  return `${plansPath}?${params.toString()}`;
}

export interface ListPerson {
  age: number;
  gender: TermGender;
  /** The form's tobacco answer; "unanswered" for a list opened without one (priced as a non-smoker, said so). */
  tobacco: TermPerson['tobacco'];
  /** False when nothing came from the form and the list shows an assumed 30-year-old. */
  fromForm: boolean;
}

export const ASSUMED_AGE = 30;

function readDob(text: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : null;
}

export function readTermPerson(params: URLSearchParams, line: TermLine, today: Date): ListPerson {
  const listGender: TermGender = line === 'women-term' ? 'female' : 'male';
  const asked = params.get('gender');
  const gender = asked === 'male' || asked === 'female' || asked === 'other' ? asked : listGender;
  const said = params.get('tobacco');
  const tobacco = said === 'yes' || said === 'no' ? said : 'unanswered';
  const dob = readDob(params.get('dob'));
  if (!dob || dob > today) return { age: ASSUMED_AGE, gender, tobacco, fromForm: false };
  return { age: ageLastBirthday(dob, today), gender, tobacco, fromForm: true };
}
