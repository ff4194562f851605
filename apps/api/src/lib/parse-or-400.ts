import type { z } from 'zod';
import { HttpError } from './http-error.ts';

export interface Naming {
  /** Put before the problem's path: `${prefix}.${path}` ("details.dob", "quote.choices.mode"). */
  prefix: string;
  /** The name when the problem is with the value as a whole; the prefix unless given. */
  whole?: string;
  /** A field the caller knows by another name (an application's own `dob`), or undefined to keep the rule above. */
  renamed?: (path: readonly PropertyKey[]) => string | undefined;
}

/**
 * Parses a value the route schema could not type (a lead's details, an application's quote) with its own schema,
 * or throws a 400 naming the first problem's field: the one place "first zod issue → 400" is written.
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, naming: Naming): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const where =
    naming.renamed?.(path) ??
    (path.length ? `${naming.prefix}.${path.map(String).join('.')}` : (naming.whole ?? naming.prefix));
  throw new HttpError(400, `${where}: ${issue?.message ?? 'is invalid'}`);
}
