import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './database.ts';

/** The values a prepared query takes: text and numbers, bound as parameters. */
type Values = (string | number)[];

/**
 * A query built and compiled once, then run with new values: for the hottest lookups, where building and
 * compiling the query each time costs more than running it. `build` receives stand-ins for the values (unique
 * strings, whatever the declared type: only the compiled SQL is kept); each call puts its own values where the
 * stand-ins were. Constant values in the query stay as they are.
 */
export function prepareQuery<Args extends Values, Row>(
  db: Kysely<Database>,
  arity: Args['length'],
  build: (...values: Args) => Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000value-${i}\u0000`);
  const compiled = build(...(standIns as Args)).compile();
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

/**
 * prepareQuery for a lookup that is handed its database on each call (a repository function): compiled once
 * per database (each engine has its own SQL), kept while that database lives. A transaction is a database of
 * its own, so a query run in one is compiled for it.
 */
export function preparedPerDatabase<Args extends Values, Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...values: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Args) => Promise<Row[]> {
  const prepared = new WeakMap<Kysely<Database>, (...values: Args) => Promise<Row[]>>();
  return (db, ...values) => {
    let run = prepared.get(db);
    if (!run) {
      run = prepareQuery<Args, Row>(db, arity, (...standIns) => build(db, ...standIns));
      prepared.set(db, run);
    }
    return run(...values);
  };
}
