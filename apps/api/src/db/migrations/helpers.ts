import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Migrations are written against the schema builder only, so the same file runs on SQLite and PostgreSQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered primary key: serial on PostgreSQL, integer autoincrement on SQLite. */
export function withId<T extends string>(
  db: AnyDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const required = (col: ColumnDefinitionBuilder) => col.notNull();
export const blank = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');
export const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
