// Turning a zod result into one message per field, keyed by the dotted path ("travellers.0.mobile").
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message of each field of a failed parse; {} when it succeeded. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The errors without one field: an edited field loses its message until the next check. */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

/** Moves focus to the first control marked invalid, so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(
  root: ParentNode | null = typeof document === 'undefined' ? null : document,
) {
  requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}
