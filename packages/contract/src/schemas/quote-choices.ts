// The list choices an application's quote may carry (`applicationQuote.choices`): the controls a plan list priced
// its card with, each bounded by the rating engine's own option lists. Never a premium: the server prices them.
// Kept apart from requests.ts so pages that send an application do not carry the rate tables.
import { z } from 'zod';
import type { LeadLine } from '../leads/envelope.ts';
import { REG_YEARS_BACK } from '../constants.ts';
import { CHILD_YEARLY_PREMIUMS } from '../lines/child/child-rates.ts';
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  type EmployeeCountBand,
  type EmployeeCoverage,
} from '../lines/employee/employee-rates.ts';
import { HEALTH_COVER_FACTORS, HEALTH_PLAN_RATES } from '../lines/health/health-rates.ts';
import { NCB_BY_CLAIM_FREE_YEARS, VEHICLE_MODELS } from '../lines/motor/motor-rates.ts';
import { COVER_TILL_AGES, TERM_LIFE_COVERS } from '../lines/term/term-defaults.ts';

const oneOf = <T extends number>(values: readonly T[], what: string) =>
  z
    .number()
    .refine((value) => (values as readonly number[]).includes(value), `must be one of the list’s ${what}`);

const termChoices = z.strictObject({
  lifeCover: oneOf(TERM_LIFE_COVERS, 'life covers'),
  coverTillAge: oneOf(COVER_TILL_AGES, 'cover-till ages'),
  tobacco: z.enum(['yes', 'no', 'unanswered']),
  mode: z.enum(['Monthly', 'Quarterly', 'Yearly']),
});

// a health card is priced at a cover the visitor chose or at the plan's own listed cover
const HEALTH_COVERS_LAKH = [
  ...new Set([
    ...HEALTH_COVER_FACTORS.map(([lakh]) => lakh),
    ...Object.values(HEALTH_PLAN_RATES).map((rate) => rate.listedCoverLakh),
  ]),
];
const healthChoices = z.strictObject({
  coverLakh: oneOf(HEALTH_COVERS_LAKH, 'covers').optional(),
  years: oneOf([1, 2, 3], 'policy periods'),
});

const motorChoices = (kind: 'car' | 'two-wheeler') =>
  z.strictObject({
    modelId: z
      .string()
      .refine((id) => VEHICLE_MODELS.some((m) => m.kind === kind && m.id === id), 'is not a model we rate'),
    ageMonths: z
      .number()
      .int()
      .min(0)
      .max(REG_YEARS_BACK * 12),
    zone: z.enum(['A', 'B']),
    claimFreeYears: z
      .number()
      .int()
      .min(0)
      .max(NCB_BY_CLAIM_FREE_YEARS.length - 1),
  });

// the team-size band the list priced with (a visitor may change it there); left out, the lead's own head count's
const employeeChoices = z.strictObject({
  coverage: z.enum(EMPLOYEE_COVERAGE.map((c) => c.id) as [EmployeeCoverage, ...EmployeeCoverage[]]),
  band: z
    .enum(EMPLOYEE_COUNT_BANDS.map((b) => b.id) as [EmployeeCountBand, ...EmployeeCountBand[]])
    .optional(),
});

// the yearly premium the child list projected for: the visitor's own pick or the income band's suggestion (both
// among the list's premiums, ₹12,000 to the ₹2.5 lakh that keeps the payout tax-free)
const childChoices = z.strictObject({
  yearlyPremium: oneOf(CHILD_YEARLY_PREMIUMS, 'yearly premiums'),
});

/** Per line, the list choices an application's quote may carry (bounded by the engine's own option lists). */
export const quoteChoiceSchemas = {
  term: termChoices,
  'nri-term': termChoices,
  'women-term': termChoices,
  health: healthChoices,
  'family-health': healthChoices,
  car: motorChoices('car'),
  'two-wheeler': motorChoices('two-wheeler'),
  'employee-health': employeeChoices,
  'child-savings': childChoices,
} as const satisfies Partial<Record<LeadLine, z.ZodType>>;
export type QuoteChoiceLine = keyof typeof quoteChoiceSchemas;
export type TermQuoteChoices = z.infer<typeof termChoices>;
export type HealthQuoteChoices = z.infer<typeof healthChoices>;
export type MotorQuoteChoices = z.infer<ReturnType<typeof motorChoices>>;
export type EmployeeQuoteChoices = z.infer<typeof employeeChoices>;
export type ChildQuoteChoices = z.infer<typeof childChoices>;
