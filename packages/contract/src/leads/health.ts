import { z } from 'zod';
import { cappedText } from '../schemas/text.ts';
import { INDIAN_MOBILE_PATTERN } from '../constants.ts';
import { isPersonName } from '../typed-input.ts';
import { HEALTH_CITIES } from './cities.ts';
import {
  HEALTH_GENDERS,
  HEALTH_MEMBERS,
  healthAgeOptions,
  healthLeadMessages,
  isChildMember,
  MAX_CHILDREN,
  MEDICAL_CONDITIONS,
  NO_CONDITION,
} from './health-rules.ts';

export * from './health-rules.ts';

export { HEALTH_CITIES, HEALTH_QUICK_CITIES } from './cities.ts';

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
    name: cappedText(50, { tooLong: healthLeadMessages.nameTooLong })
      .min(1, healthLeadMessages.nameRequired)
      .refine((v) => v === '' || isPersonName(v), healthLeadMessages.nameLetters),
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
    let children = 0;
    for (const [index, entry] of lead.members.entries()) {
      const { member, age } = (entry ?? {}) as Partial<HealthMember>;
      if (typeof member !== 'string' || typeof age !== 'string') continue;
      // sons and daughters may repeat, up to four children in all; everyone else once
      const child = isChildMember(member);
      if (child) children += 1;
      if (!allowed.includes(member) || (!child && seen.has(member))) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'member'],
          message: `must be one of: ${allowed.join(', ')}, each once but Son and Daughter`,
        });
      } else if (children > MAX_CHILDREN) {
        ctx.addIssue({ code: 'custom', path: ['members'], message: healthLeadMessages.childrenLimit });
        return;
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
