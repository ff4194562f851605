// Issue 31.2: an application is priced for the person applying. Where a line's price depends on who is insured
// (term: date of birth and gender; health: the age of the "Self" member; child savings: the parent's age), the
// application's own answers replace the
// quote's, and an application that left them blank takes the quote's, so the stored application and its price agree.
import {
  ageOn,
  APPLICATION_GENDER_OF_TERM_CODE,
  termGenderCode,
  type InsuranceApplication,
  type LeadLine,
  type TermGenderCode,
} from '@bimasetu/contract';

const TERM_LINES: readonly LeadLine[] = ['term', 'nri-term', 'women-term'];

type Person = Pick<InsuranceApplication, 'dob' | 'gender'>;

export interface ApplicantPricing {
  /** The quote's details with the applicant's own person in them. */
  details: Record<string, unknown>;
  /** What the application says of the person, its blanks filled from the quote. */
  person: Person;
  /**
   * The details' fields taken from the application (a member as `members.<index>`), each with the application
   * field it came from, so a problem with one is reported on the application's own field.
   */
  fromApplication: ReadonlyMap<string, 'dob' | 'gender'>;
}

/**
 * The quote's details as priced for the applicant, on `today` (the health Self member's age is the applicant's
 * age last birthday). Details of lines priced by no person of the application come back unchanged.
 */
export function forApplicant(
  line: LeadLine,
  details: Record<string, unknown>,
  applicant: Person,
  today: Date,
): ApplicantPricing {
  const dob = applicant.dob ?? '';
  const gender = applicant.gender ?? '';
  const fromApplication = new Map<string, 'dob' | 'gender'>();
  if (TERM_LINES.includes(line)) {
    const priced = { ...details };
    if (dob) {
      priced.dob = dob;
      fromApplication.set('dob', 'dob');
    }
    const code = termGenderCode(gender);
    if (code) {
      priced.gender = code;
      fromApplication.set('gender', 'gender');
    }
    const quoted = APPLICATION_GENDER_OF_TERM_CODE[priced.gender as TermGenderCode] as string | undefined;
    const person = {
      dob: dob || (typeof priced.dob === 'string' ? priced.dob : ''),
      gender: gender || quoted || '',
    };
    return { details: priced, person, fromApplication };
  }
  if ((line === 'health' || line === 'family-health') && dob && Array.isArray(details.members)) {
    const age = `${ageOn(dob, today)} years`;
    const members = details.members.map((m: unknown) =>
      m && typeof m === 'object' && (m as { member?: unknown }).member === 'Self' ? { ...m, age } : m,
    );
    members.forEach((m, i) => {
      if (m !== (details.members as unknown[])[i]) fromApplication.set(`members.${i}`, 'dob');
    });
    return { details: { ...details, members }, person: { dob, gender }, fromApplication };
  }
  // child savings: the parent applies, and the parent's age sets the life cover's multiple (rating/child.ts)
  if (line === 'child-savings' && dob) {
    fromApplication.set('parentAge', 'dob');
    const parentAge = String(ageOn(dob, today));
    return { details: { ...details, parentAge }, person: { dob, gender }, fromApplication };
  }
  return { details, person: { dob, gender }, fromApplication };
}
