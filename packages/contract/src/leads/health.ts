import { z } from 'zod';
import { cappedText } from '../schemas/text.ts';
import { INDIAN_MOBILE_PATTERN } from '../constants.ts';
import { HEALTH_CITIES } from './cities.ts';

export { HEALTH_CITIES, HEALTH_QUICK_CITIES } from './cities.ts';

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
  memberAge: (member: string) => `Please select age for ${member}.`,
  cityRequired: 'Please select your city.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 50 characters.',
  phoneInvalid: 'Enter valid 10-digit mobile number.',
  conditionRequired: 'Select at least one medical condition.',
  conditionExclusive: "'None of these' cannot be chosen with another condition.",
} as const;

export const healthMemberSchema = z.object({ member: z.string().max(30), age: z.string().max(30) });
export type HealthMember = z.infer<typeof healthMemberSchema>;

/**
 * The health and family health lead (shopping spec §3, rules of §5). Messages are the spec's own,
 * so the form shows exactly what the server would answer.
 */
export const healthLeadSchema = z
  .object({
    gender: z.enum(HEALTH_GENDERS, { error: 'must be Male or Female' }),
    members: z.array(healthMemberSchema).max(20),
    city: z
      .string()
      .refine((city) => (HEALTH_CITIES as readonly string[]).includes(city), healthLeadMessages.cityRequired),
    name: cappedText(50, { tooLong: healthLeadMessages.nameTooLong }).min(1, healthLeadMessages.nameRequired),
    phone: z.string().regex(INDIAN_MOBILE_PATTERN, healthLeadMessages.phoneInvalid),
    medicalConditions: z
      .array(z.enum(MEDICAL_CONDITIONS))
      .min(1, healthLeadMessages.conditionRequired)
      .refine(
        (list) => !list.includes(NO_CONDITION) || list.length === 1,
        healthLeadMessages.conditionExclusive,
      ),
  })
  .superRefine((lead, ctx) => {
    // Runs even when other fields failed: never trust the shapes here.
    const allowed = HEALTH_MEMBERS[lead.gender] as readonly string[] | undefined;
    if (!Array.isArray(lead.members) || !allowed) return;
    if (lead.members.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['members'], message: healthLeadMessages.memberRequired });
      return;
    }
    const seen = new Set<string>();
    for (const [index, entry] of lead.members.entries()) {
      const { member, age } = (entry ?? {}) as Partial<HealthMember>;
      if (typeof member !== 'string' || typeof age !== 'string') continue;
      if (!allowed.includes(member) || seen.has(member)) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'member'],
          message: `must be one of: ${allowed.join(', ')}, each once`,
        });
      } else if (!healthAgeOptions(member).includes(age)) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'age'],
          message: healthLeadMessages.memberAge(member),
        });
      }
      seen.add(member);
    }
  });
export type HealthLead = z.infer<typeof healthLeadSchema>;
