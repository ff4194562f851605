// The one form-state hook: the same zod schema the server uses decides every message.
// Errors appear on submit. Afterwards an edit either rechecks the whole form (a fixed field clears its error at
// once), or, with afterEdit 'clear', only drops the edited field's message until the next submit, for forms whose
// spec says "the message clears as soon as the field is edited", or, with afterEdit 'keep', leaves every message
// as it is until the next submit (sign up and the profile, whose messages stay until the customer tries again).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { bindField } from './bind-field';
import { offerCarry, withCarried } from './carry-over';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './form-draft';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from './form-errors';

export interface SchemaFormOptions {
  afterEdit?: 'recheck' | 'clear' | 'keep';
  /** Move focus to the first invalid control after a refused submit. */
  focusInvalid?: boolean;
  /** Turns the schema's rules ("is required") into the messages shown (e.g. naming the field). */
  describe?: (errors: FieldErrors) => FieldErrors;
  /** Keep what is typed in sessionStorage under this key, so a reload loses nothing (lib/form-draft.ts). */
  draft?: DraftOptions;
  /** A name for this form's values to survive a switch of language (lib/carry-over.ts). */
  carryKey?: string;
}

const asIs = (errors: FieldErrors) => errors;

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  { afterEdit = 'recheck', focusInvalid = false, describe = asIs, draft, carryKey }: SchemaFormOptions = {},
) {
  // A language switch keeps what was typed: the other language's page (rendered in the browser, after the
  // switch's navigation) starts from the values the switch kept (over a kept draft), and offers its own while
  // mounted.
  const [values, setValues] = useState<V>(() => {
    const start = draft ? { ...initial, ...readDraft(draft, initial) } : initial;
    return carryKey ? withCarried(carryKey, start) : start;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => (carryKey ? offerCarry(carryKey, () => values) : undefined), [carryKey, values]);

  const update = useCallback(
    (patch: Partial<V>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        if (submitted && afterEdit === 'recheck') setErrors(describe(fieldErrors(schema.safeParse(next))));
        return next;
      });
      if (afterEdit === 'clear') setErrors((current) => Object.keys(patch).reduce(withoutError, current));
    },
    [schema, submitted, afterEdit, describe],
  );

  /**
   * Checks everything; calls onValid with the parsed value, or shows the errors and answers false. `extra` adds
   * values the hook does not hold (a reducer's, a modal's) and messages from a rule the schema cannot know.
   */
  const submit = useCallback(
    (
      onValid: (parsed: z.output<S>) => void,
      extra: { values?: Record<string, unknown>; errors?: FieldErrors } = {},
    ): boolean => {
      setSubmitted(true);
      const result = schema.safeParse({ ...values, ...extra.values });
      const found = { ...describe(fieldErrors(result)), ...extra.errors };
      setErrors(found);
      if (result.success && Object.keys(found).length === 0) {
        onValid(result.data);
        return true;
      }
      if (focusInvalid) focusFirstInvalid();
      return false;
    },
    [schema, values, focusInvalid, describe],
  );

  /** The form's onSubmit: the browser's own submit is replaced by the check above. */
  const onSubmit =
    (onValid: (parsed: z.output<S>) => void, extra?: () => Parameters<typeof submit>[1]) =>
    (event: FormEvent) => {
      event.preventDefault();
      submit(onValid, extra?.());
    };

  const field = bindField(values, errors, update);

  const draftKey = draft?.key;
  const draftOmit = draft?.omit;
  useEffect(() => {
    if (draftKey) writeDraft({ key: draftKey, omit: draftOmit }, values);
  }, [draftKey, draftOmit, values]);

  /** Forget the kept draft (after a successful submit); the values on screen stay. */
  const forgetDraft = useCallback(() => {
    if (draftKey) clearDraft(draftKey);
  }, [draftKey]);

  return { values, errors, update, field, submit, onSubmit, setValues, setErrors, forgetDraft };
}
