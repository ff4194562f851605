import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN, isRealDdMmYyyy, MOBILE_LENGTH } from '../constants.ts';
import { cappedText } from './text.ts';

/** The API's Indian mobile: a wrong length and a wrong first digit are told apart. */
export const mobileSchema = z.string().superRefine((value, ctx) => {
  if (!new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(value)) {
    ctx.addIssue({ code: 'custom', message: `must be exactly ${MOBILE_LENGTH} digits` });
  } else if (!INDIAN_MOBILE_PATTERN.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must start with 6, 7, 8 or 9' });
  }
});

/** Every answer carries these two; calls whose body the spec does not show answer only these. */
export const apiResultSchema = z.object({ isSuccess: z.boolean(), message: z.string() });
export type ApiResult = z.infer<typeof apiResultSchema>;

/** A real past date written dd/mm/yyyy, or blank. */
export const optionalPastDateSchema = z
  .string()
  .trim()
  .max(10, 'must be at most 10 characters')
  .refine((v) => v === '' || isRealDdMmYyyy(v), 'must be a real date written dd/mm/yyyy')
  .refine((v) => {
    if (v === '') return true;
    const [dd, mm, yyyy] = v.split('/').map(Number) as [number, number, number];
    return Date.UTC(yyyy, mm - 1, dd) <= Date.now();
  }, 'must not be in the future')
  .optional();

/** Blank, or text matching a pattern (checked only once the text is known to be short). */
export function optionalPattern(pattern: RegExp, rule: string, max = 100) {
  return cappedText(max)
    .refine((v) => v === '' || pattern.test(v), rule)
    .optional();
}

/** Blank, or one of a fixed list. */
export function optionalChoice<const T extends readonly string[]>(choices: T) {
  return z
    .string()
    .max(100, { message: 'must be one of the listed choices', abort: true })
    .refine(
      (v) => v === '' || (choices as readonly string[]).includes(v),
      `must be one of: ${choices.join(', ')}`,
    )
    .optional();
}

export function optionalText(max: number, options: { multiLine?: boolean } = {}) {
  return cappedText(max, options).optional();
}
