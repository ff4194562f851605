// A small form-state hook driven by a contract schema: the same zod schema the server uses decides every message.
// Errors appear on submit; after a first submit each change is checked again, so a fixed field clears its error.
import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field path ("fullName", "members.1.age"), in the schema's order. */
export function schemaErrors<S extends z.ZodType>(schema: S, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = useCallback(
    (patch: Partial<V>) => {
      setValues((current) => {
        const next = { ...current, ...patch };
        if (submitted) setErrors(schemaErrors(schema, next));
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
      setErrors(schemaErrors(schema, values));
      return false;
    },
    [schema, values],
  );

  return { values, errors, update, submit, setValues };
}
