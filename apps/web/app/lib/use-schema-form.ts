// The one form-state hook: the same zod schema the server uses decides every message.
// Errors appear on submit. Afterwards an edit either rechecks the whole form (a fixed field clears its error at
// once) or, with afterEdit 'clear', only drops the edited field's message until the next submit, for forms whose
// spec says "the message clears as soon as the field is edited".
import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from './form-errors';

export interface SchemaFormOptions {
  afterEdit?: 'recheck' | 'clear';
  /** Move focus to the first invalid control after a refused submit. */
  focusInvalid?: boolean;
}

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  { afterEdit = 'recheck', focusInvalid = false }: SchemaFormOptions = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = useCallback(
    (patch: Partial<V>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        if (submitted && afterEdit === 'recheck') setErrors(fieldErrors(schema.safeParse(next)));
        return next;
      });
      if (afterEdit === 'clear') setErrors((current) => Object.keys(patch).reduce(withoutError, current));
    },
    [schema, submitted, afterEdit],
  );

  /** Checks everything; calls onValid with the parsed value, or shows the errors and answers false. */
  const submit = useCallback(
    (onValid: (parsed: z.output<S>) => void): boolean => {
      setSubmitted(true);
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return true;
      }
      setErrors(fieldErrors(result));
      if (focusInvalid) focusFirstInvalid();
      return false;
    },
    [schema, values, focusInvalid],
  );

  /** The form's onSubmit: the browser's own submit is replaced by the check above. */
  const onSubmit = (onValid: (parsed: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    submit(onValid);
  };

  return { values, errors, update, submit, onSubmit, setValues, setErrors };
}
