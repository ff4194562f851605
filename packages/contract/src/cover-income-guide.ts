// When a life cover asked for is above what an income usually allows. Insurers cap term cover at a multiple of
// annual income that falls with age; each insurer's multiples are its own underwriting rule and are not published
// per plan, so BimaSetu flags a cover against the screening guide below (ours, said as ours on the form) and the
// insurer decides: it may ask for income proof or offer less cover. The application is never refused for it.

/** BimaSetu's screening multiples by age last birthday (its own rule, not an insurer's): up to 35, 25 times. */
export const COVER_INCOME_GUIDE: readonly { upToAge: number; multiple: number }[] = [
  { upToAge: 35, multiple: 25 },
  { upToAge: 45, multiple: 20 },
  { upToAge: 50, multiple: 15 },
  { upToAge: 200, multiple: 10 },
];

export function coverIncomeMultiple(age: number): number {
  return (COVER_INCOME_GUIDE.find((band) => age <= band.upToAge) ?? COVER_INCOME_GUIDE[3]!).multiple;
}

export interface CoverAboveIncome {
  /** The cover as a multiple of the income, rounded down to one decimal (e.g. 33.3). */
  times: number;
  /** The guide's multiple for this age and the cover it allows. */
  multiple: number;
  allowed: number;
}

/** Null when the cover is within the guide for this age and income, or when income or cover is not given. */
export function coverAboveIncome(cover: number, income: number, age: number): CoverAboveIncome | null {
  if (!(cover > 0) || !(income > 0)) return null;
  const multiple = coverIncomeMultiple(age);
  const allowed = income * multiple;
  if (cover <= allowed) return null;
  return { times: Math.floor((cover / income) * 10) / 10, multiple, allowed };
}
