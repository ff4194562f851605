import { z } from 'zod';
import {
  TERM_TOBACCO_ANSWERS,
  termDobProblem,
  termLeadMessages,
  termMobileProblem,
  termNameProblem,
} from './term-rules.ts';

export * from './term-rules.ts';

function checked(problem: (value: string) => string | undefined) {
  return z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * The term, NRI term and women term quote lead (shopping spec §3, rules of §5).
 * `whatsapp` is true when the visitor prefers WhatsApp as the way to be contacted.
 */
export const termLeadSchema = z.object({
  gender: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'must be 1 (male), 2 (female) or 3 (others)',
  }),
  fullName: checked(termNameProblem),
  dob: checked((value) => termDobProblem(value)),
  mobileNumber: checked(termMobileProblem),
  whatsapp: z.boolean({ error: 'must be true or false' }),
  /**
   * Whether the person smokes or chews tobacco (not in the spec's lead; docs/spec-deviations.md). Optional here so
   * a lead kept before the form asked it still reads; such a lead is priced as "not said" and says so.
   */
  tobacco: z.enum(TERM_TOBACCO_ANSWERS, { error: termLeadMessages.tobaccoRequired }).optional(),
});
export type TermLead = z.infer<typeof termLeadSchema>;

/** The quote form's own schema: the form always asks about tobacco, since it moves the premium by 60%. */
export const termQuoteFormSchema = termLeadSchema.extend({
  tobacco: z.enum(TERM_TOBACCO_ANSWERS, { error: termLeadMessages.tobaccoRequired }),
});
