// Issue 31.2: an application is priced for the person applying. Where a line's price depends on who is insured
// (term: date of birth and gender; health: the age of the "Self" member; child savings: the parent's age), the
// application's own answers replace the quote's, and an application that left them blank takes the quote's, so the
// stored application and its price agree. Each line says how in its own entry of `LINES` (`forApplicant` in
// contract/lines): a new line needs no edit here.
import type { InsuranceApplication, LeadLine } from '@bimasetu/contract';
import { LINES, type ApplicantPricing } from '@bimasetu/contract/lines';

/**
 * The quote's details as priced for the applicant, on `today` (the health Self member's age is the applicant's
 * age last birthday). Details of lines priced by no person of the application come back unchanged.
 */
export function forApplicant(
  line: LeadLine,
  details: Record<string, unknown>,
  applicant: Pick<InsuranceApplication, 'dob' | 'gender'>,
  today: Date,
): ApplicantPricing {
  return LINES[line].forApplicant(
    details,
    { dob: applicant.dob ?? '', gender: applicant.gender ?? '' },
    today,
  );
}
