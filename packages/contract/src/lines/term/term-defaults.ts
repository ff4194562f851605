// What a term price assumes before the visitor picks: shared by the list (its sticky bar's starting values)
// and the server (which prices a kept lead, whose form asks neither cover nor cover-till age).
export const DEFAULT_LIFE_COVER = 100 * 100_000;

/** The life covers a term list offers (₹25 lakh to ₹2 crore); an application's quote may carry only these. */
export const TERM_LIFE_COVERS = [25, 50, 75, 100, 150, 200].map((lakh) => lakh * 100_000);

/** The ages cover can run till (the spec's 32, 42, 52, then ages from 60 up). */
export const COVER_TILL_AGES = [32, 42, 52, 60, 65, 70, 75, 85] as const;

/** At least 60, and at least 15 years of cover: 60 for a 30-year-old, 65 for 50, 75 for 58. */
export function defaultCoverTill(age: number): number {
  const wanted = Math.max(60, age + 15);
  return COVER_TILL_AGES.find((till) => till >= wanted) ?? COVER_TILL_AGES[COVER_TILL_AGES.length - 1]!;
}
