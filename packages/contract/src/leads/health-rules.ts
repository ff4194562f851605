// zod-free rules and words of the health and family forms: a quote form's first load imports these, and the schema in health.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
export const HEALTH_GENDERS = ['Male', 'Female'] as const;
export type HealthGender = (typeof HEALTH_GENDERS)[number];

const RELATIVES = [
  'Son',
  'Daughter',
  'Father',
  'Mother',
  'Grandfather',
  'Grandmother',
  'Father-in-law',
  'Mother-in-law',
] as const;
/** Members a visitor can insure (shopping spec §9); for a female visitor Husband replaces Wife. */
export const HEALTH_MEMBERS: Record<HealthGender, readonly string[]> = {
  Male: ['Self', 'Wife', ...RELATIVES],
  Female: ['Self', 'Husband', ...RELATIVES],
};

export const CHILD_MEMBERS = ['Son', 'Daughter'] as const;
/** Sons and daughters together: a family floater takes up to four children (each its own member entry). */
export const MAX_CHILDREN = 4;

export function isChildMember(member: string): boolean {
  return (CHILD_MEMBERS as readonly string[]).includes(member);
}
export const ADULT_MIN_AGE = 18;
export const ADULT_MAX_AGE = 100;
export const CHILD_MAX_YEARS = 50;

const years = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i} ${from + i === 1 ? 'year' : 'years'}`);

/** Age choices of a member: adults 18 to 100 years; Son and Daughter 20-120 Days, 4-12 Months, then 1 to 50 years. */
export function healthAgeOptions(member: string): string[] {
  if ((CHILD_MEMBERS as readonly string[]).includes(member)) {
    return ['20-120 Days', '4-12 Months', ...years(1, CHILD_MAX_YEARS)];
  }
  return years(ADULT_MIN_AGE, ADULT_MAX_AGE);
}

/** The one member-age rule: "34 years" is 34; the baby options ("20-120 Days", "4-12 Months") are under a year, so 0. */
export function memberAgeYears(age: string): number {
  return /^\d+ years?$/.test(age) ? Number.parseInt(age, 10) : 0;
}

/** The lead's members as the rating engine insures them: an age in years and whether a child. */
export function insuredMembers(members: readonly { member: string; age: string }[]) {
  return members.map((m) => ({
    age: memberAgeYears(m.age),
    child: (CHILD_MEMBERS as readonly string[]).includes(m.member),
  }));
}

export const MEDICAL_CONDITIONS = [
  'Diabetes',
  'Blood Pressure',
  'Heart disease',
  'Any Surgery',
  'Thyroid',
  'Asthma',
  'Other disease',
  'None of these',
] as const;
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];
export const NO_CONDITION: MedicalCondition = 'None of these';

export const healthLeadMessages = {
  memberRequired: 'Please select at least one member.',
  childrenLimit: `You can insure up to ${MAX_CHILDREN} children.`,
  memberAge: (member: string) => `Please select age for ${member}.`,
  cityRequired: 'Please select your city.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 50 characters.',
  nameLetters: 'Name must contain only letters.',
  phoneInvalid: 'Enter valid 10-digit mobile number.',
  conditionRequired: 'Select at least one medical condition.',
  conditionExclusive: "'None of these' cannot be chosen with another condition.",
} as const;
