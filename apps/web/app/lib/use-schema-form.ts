// A small form-state hook driven by a contract schema: the same zod schema the server uses decides every message.
// Errors appear on submit; after a first submit each change is checked again, so a fixed field clears its error.
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './form-errors';

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = useCallback(
    (patch: Partial<V>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        if (submitted) setErrors(fieldErrors(schema.safeParse(next)));
        return next;
      });
    },
    [schema, submitted],
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
      return false;
    },
    [schema, values],
  );

  return { values, errors, update, submit, setValues };
}
