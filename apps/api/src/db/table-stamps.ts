import type { Database } from './database.ts';

export type TableName = keyof Database & string;

const INSERT = /^\s*insert\s+into\s+(?:"?\w+"?\.)?"?(\w+)"?/i;
const VERB = /^\s*(\w+)/;
/** Statements that change nothing another call could read. */
const NOT_A_WRITE = new Set([
  'select',
  'pragma',
  'begin',
  'savepoint',
  'release',
  'set',
  'show',
  'listen',
  'explain',
]);

/**
 * What a statement may have changed, read from its SQL: `null` for nothing (a read), a table's name for an insert
 * into it (no foreign key acts on an insert, and we have no insert triggers), `undefined` for anything else: an
 * update or delete (a foreign key may cascade it to other tables), a commit, a rollback, DDL, a `with` that may
 * write. Then every table counts as changed.
 */
export function writtenTable(sql: string): string | null | undefined {
  const inserted = INSERT.exec(sql);
  if (inserted) return inserted[1]!.toLowerCase();
  const verb = VERB.exec(sql)?.[1]?.toLowerCase();
  return verb !== undefined && NOT_A_WRITE.has(verb) ? null : undefined;
}

/**
 * Tables whose inserts are also counted by key (TableCounters.keyStamp): an answer read for one key (a customer's
 * message list, by mobile) survives another key's insert. The columns are the keys a row belongs to. On PostgreSQL a
 * keyed table also needs triggers that notify its keys, as migration 017 has for messages (kept-answers.test.ts
 * checks each keyed table has them).
 */
export const KEYED_INSERTS: Partial<Record<TableName, readonly string[]>> = {
  messages: ['from_mobile', 'to_mobile'],
};

const INSERT_VALUES =
  /^\s*insert\s+into\s+(?:"?\w+"?\.)?"?(\w+)"?\s*\(([^()]*)\)\s*values\s*((?:\([\s?$\d,]*\)\s*,?\s*)+)(?:returning\s+[\w\s",*]+)?$/i;

/**
 * For an insert into a keyed table, reads the keys of its rows from the statement's bound values: the key
 * columns' places in `insert into t (a, b, …) values (?, ?, …), (…)` (SQLite) or `values ($1, $2, …), (…)`
 * (PostgreSQL, each `$n` the n-th value). Undefined for any other statement; for an insert into a keyed table of
 * another shape (a value written in the SQL, `on conflict`, `select`), a reader that answers undefined: every
 * key of the table counts as written.
 */
export function insertedKeys(
  sql: string,
): ((values: readonly unknown[]) => string[] | undefined) | undefined {
  const table = writtenTable(sql);
  const keyColumns = typeof table === 'string' ? KEYED_INSERTS[table as TableName] : undefined;
  if (!keyColumns) return undefined;
  const shape = INSERT_VALUES.exec(sql);
  if (!shape || shape[1]!.toLowerCase() !== table) return () => undefined;
  const columns = shape[2]!.split(',').map((column) => column.trim().replace(/"/g, ''));
  const rows = [...shape[3]!.matchAll(/\(([^()]*)\)/g)].map((row) => row[1]!.split(',').map((v) => v.trim()));
  const places = keyColumns.map((column) => columns.indexOf(column));
  const shaped =
    rows.length > 0 && !places.includes(-1) && rows.every((row) => row.length === columns.length);
  if (!shaped) return () => undefined;
  // Where each row's key values are among the bound values: in order for `?`, as numbered for `$n`.
  let next = 0;
  const bound = rows.map((row) =>
    row.map((value) =>
      value === '?' ? next++ : /^\$[1-9]\d*$/.test(value) ? Number(value.slice(1)) - 1 : -1,
    ),
  );
  if (bound.some((row) => row.includes(-1)) || new Set(bound.flat()).size !== rows.length * columns.length) {
    return () => undefined;
  }
  const keyIndexes = bound.flatMap((row) => places.map((place) => row[place]!));
  const highest = Math.max(...bound.flat());
  return (values) => {
    if (values.length !== rows.length * columns.length || highest >= values.length) return undefined;
    return keyIndexes.map((index) => String(values[index]));
  };
}

/**
 * How one statement's runs move `counters`: undefined for a statement that writes nothing; otherwise a function to
 * call each time it runs, with its bound values when they are known (a keyed insert's keys are read from them).
 * Both engines count their own connection's writes through this: SQLite per prepared statement, PostgreSQL per
 * statement sent.
 */
export function writeCounter(
  sql: string,
  counters: TableCounters,
): ((values?: readonly unknown[]) => void) | undefined {
  const table = writtenTable(sql);
  if (table === null) return undefined;
  const keysOf = insertedKeys(sql);
  return (values) => {
    counters.wrote(table);
    if (keysOf && table !== undefined) counters.wroteKeys(table, values ? keysOf(values) : undefined);
  };
}

/** Buckets of a keyed table's counts: two keys may share one (a kept answer is read again; never a stale one). */
const KEY_BUCKETS = 4096;

function bucketOf(key: string): number {
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % KEY_BUCKETS;
}

/**
 * A counter per table that moves with each insert into it, and one for writes whose tables are unknown (they move
 * every table's stamp). The stamp of a set of tables is read without a round trip, so a session kept in memory
 * survives a new message, and a kept message list survives a login. A keyed table's inserts are also counted by
 * key, so one customer's new message leaves another's kept list in use.
 */
export class TableCounters {
  private any = 0;
  private everything = 0;
  private readonly counts = new Map<string, number>();
  private readonly keyCounts = new Map<string, Uint32Array>();
  private readonly allKeys = new Map<string, number>();

  /** A write to `table`, or to anything (`undefined`). */
  wrote(table: string | undefined): void {
    this.any += 1;
    if (table === undefined) this.everything += 1;
    else this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  /** An insert into a keyed table, for its rows' keys; `undefined` when they are not known (every key moves). */
  wroteKeys(table: string, keys: readonly string[] | undefined): void {
    if (keys === undefined) {
      this.allKeys.set(table, (this.allKeys.get(table) ?? 0) + 1);
      return;
    }
    let counts = this.keyCounts.get(table);
    if (!counts) this.keyCounts.set(table, (counts = new Uint32Array(KEY_BUCKETS)));
    for (const key of keys) counts[bucketOf(key)]! += 1;
  }

  /**
   * Moves with an insert into `table` for `key` (or for keys not known), and with any write whose tables are
   * unknown (an update, a delete, a commit): what an answer read from that table's rows of one key depends on.
   */
  keyStamp(table: TableName, key: string): string {
    const counts = this.keyCounts.get(table);
    return `${this.everything}:${this.allKeys.get(table) ?? 0}:${counts ? counts[bucketOf(key)] : 0}`;
  }

  /** Moves with any write that may touch one of `tables`, or with any write at all when none are named. */
  stamp(tables?: readonly TableName[]): string {
    if (tables === undefined) return `*${this.any}`;
    let stamp = String(this.everything);
    for (const table of tables) stamp += `:${this.counts.get(table) ?? 0}`;
    return stamp;
  }
}
