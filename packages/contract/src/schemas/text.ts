import { z } from 'zod';

import { ID_MAX } from '../id-max.ts';

export { ID_MAX };
/** RFC 5321's limit on a whole address; longer ones cannot be delivered anyway. */
export const EMAIL_MAX_LENGTH = 254;

export const textRules = {
  tooLong: (max: number) => `must be at most ${max} characters`,
  control: 'must not contain control characters',
  email: 'must be a valid email address',
  id: 'must be a positive whole number',
  idTooBig: `must be at most ${ID_MAX}`,
  text: 'must be text',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 and C1 controls, DEL, the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069: they make text
 * an adviser reads display reversed) and lone UTF-16 surrogates (no character at all: each engine stores them
 * differently). PostgreSQL cannot store NUL, and the rest only ever arrive by mistake or on purpose. Multi-line
 * text (messages, remarks, answers) may keep its line breaks and tabs. The zero-width joiners Indian scripts use
 * (U+200C, U+200D) are letters' business and stay.
 */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) continue; // printable ASCII, most of what arrives
    if (code < 0x20) {
      if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (code <= 0x9f) return true; // DEL and the C1 controls
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true; // a high surrogate with no low one after it
      i += 1;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true; // a low surrogate on its own
  }
  return false;
}

/**
 * Trimmed text of at most `max` characters without control characters. Both checks abort, so whatever the
 * caller chains on (patterns, lists) never runs on an oversized or poisoned string.
 */
export function cappedText(max: number, options: { multiLine?: boolean; tooLong?: string } = {}) {
  return z
    .string({ error: textRules.text })
    .trim()
    .max(max, { message: options.tooLong ?? textRules.tooLong(max), abort: true })
    .refine((v) => !hasControlCharacters(v, options.multiLine), { message: textRules.control, abort: true });
}

/**
 * An address: one @, a local part and a dotted domain whose last label has at least two characters.
 * Labels exclude dots, so the pattern cannot backtrack and runs in time linear in the length.
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Blank, or an email address of at most `max` characters. */
export function optionalEmail(max = EMAIL_MAX_LENGTH, rule: string = textRules.email) {
  return cappedText(max)
    .refine((v) => v === '' || emailPattern.test(v), rule)
    .optional();
}

/**
 * A whole number sent as a JSON number or as a string of digits (what a form field holds). Unlike z.coerce,
 * true, null, [] or '' are refused with `rule` instead of passing as 1 or 0.
 */
export function wholeNumber(rule: string, bounds: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, rule),
      ],
      { error: rule },
    )
    .transform(Number)
    .pipe(bounds(z.number().int(rule)));
}

/**
 * A database id as sent in a path, query or body: 1 to 2³¹−1, as digits ("0x1", "1e0", true are refused rather
 * than read as 1).
 */
export const idSchema = wholeNumber(textRules.id, (id) =>
  id.positive(textRules.id).max(ID_MAX, textRules.idTooBig),
);

/**
 * The message a new message answers. The original client sends 0 for "no parent", so 0 (like null or
 * nothing) means a new thread. Digits only, as every id: true, [] or "" are refused rather than read as 1 or 0.
 */
const NOT_A_PARENT = 'must be 0 or a message id';
export const parentMessageIdSchema = z
  .union(
    [z.null(), wholeNumber(NOT_A_PARENT, (id) => id.min(0, NOT_A_PARENT).max(ID_MAX, textRules.idTooBig))],
    { error: NOT_A_PARENT },
  )
  .transform((id) => (id === 0 ? null : id))
  .optional();
