// The home quote lead: checks the browser form and the `details` of POST /api/Insurance/AddLead for line "home".
import { z } from 'zod';
import { cappedText } from '../../schemas/text.ts';
import {
  HOME_BUILDING_BASES,
  HOME_OCCUPANCY,
  homeMessages,
  homeMobileOk,
  homeNameOk,
  homeProblem,
} from './home-rules.ts';

// room for an amount typed with its grouping, currency and unit ("Rs. 12,00,000/-"), as the list's address keeps
const amount = cappedText(20);

export const homeLeadSchema = z
  .object({
    occupancy: z.enum(HOME_OCCUPANCY, { error: homeMessages.occupancy }),
    basis: z.enum(HOME_BUILDING_BASES, { error: homeMessages.basis }).optional(),
    builtUpArea: amount.optional(),
    costPerSqFt: amount.optional(),
    rebuildValue: amount.optional(),
    contentsValue: amount,
    valuablesValue: amount.optional(),
    city: cappedText(60).min(1, homeMessages.city),
    name: cappedText(50).refine(homeNameOk, homeMessages.name),
    mobile: z.string().refine(homeMobileOk, homeMessages.mobile),
  })
  .superRefine((lead, ctx) => {
    const problem = homeProblem(lead);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type HomeLead = z.infer<typeof homeLeadSchema>;
