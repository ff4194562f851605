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
 * A counter per table that moves with each insert into it, and one for writes whose tables are unknown (they move
 * every table's stamp). The stamp of a set of tables is read without a round trip, so a session kept in memory
 * survives a new message, and a kept message list survives a login.
 */
export class TableCounters {
  private any = 0;
  private everything = 0;
  private readonly counts = new Map<string, number>();

  /** A write to `table`, or to anything (`undefined`). */
  wrote(table: string | undefined): void {
    this.any += 1;
    if (table === undefined) this.everything += 1;
    else this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  /** Moves with any write that may touch one of `tables`, or with any write at all when none are named. */
  stamp(tables?: readonly TableName[]): string {
    if (tables === undefined) return `*${this.any}`;
    let stamp = String(this.everything);
    for (const table of tables) stamp += `:${this.counts.get(table) ?? 0}`;
    return stamp;
  }
}
