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

const CONTROLS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The control to focus for a field marked invalid: the field itself, or inside a group marked as a whole (a
 * fieldset of radios, the health form's data-invalid boxes) its checked radio, else its first control. */
function controlOf(marked: HTMLElement): HTMLElement | null {
  if (marked.matches(CONTROLS)) return marked;
  return (
    marked.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ??
    marked.querySelector<HTMLElement>(CONTROLS)
  );
}

/**
 * Moves focus to the first control marked invalid and scrolls it to the middle of the screen (clear of a sticky
 * header), so keyboard, touch and screen-reader users land on the problem. Call it once the errors are drawn (the
 * form hook calls it from an effect after the refused check's render); answers the control focused, if any.
 */
export function focusFirstInvalid(
  root: ParentNode | null = typeof document === 'undefined' ? null : document,
): HTMLElement | null {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  const control = marked ? controlOf(marked) : null;
  if (!marked || !control) return null;
  control.focus({ preventScroll: true });
  // a group scrolls as a whole, so its question shows with its answers; jsdom has no scrollIntoView
  (marked.matches(CONTROLS) ? control : marked).scrollIntoView?.({ block: 'center' });
  return control;
}
