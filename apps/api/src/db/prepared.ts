import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './database.ts';

/**
 * A query built and compiled once, then run with new values: for the hottest lookups, where building and
 * compiling the query each time costs more than running it. `build` receives stand-ins for the values; each
 * call puts its own values where the stand-ins were. Constant values in the query stay as they are.
 */
export function prepareQuery<Args extends string[], Row>(
  db: Kysely<Database>,
  arity: Args['length'],
  build: (...values: Args) => Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000value-${i}\u0000`) as Args;
  const compiled = build(...standIns).compile();
  // For each parameter of the compiled query: the index of the value it takes, or -1 for a constant.
  const slots = compiled.parameters.map((parameter) => standIns.indexOf(parameter as string));
  if (new Set(slots.filter((index) => index >= 0)).size !== arity) {
    throw new Error('prepareQuery: every value must be used in the query');
  }
  return async (...values: Args) => {
    const parameters = slots.map((index, i) => (index >= 0 ? values[index] : compiled.parameters[i]));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
