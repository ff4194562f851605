import pg from 'pg';
import { KEYED_CHANNEL } from './migrations/017-keyed-change-notify.ts';
import { KEYED_INSERTS, TableCounters, writeCounter, type TableName } from './table-stamps.ts';

const CHANNEL = 'bimasetu_changes';
const RECONNECT_MS = 1000;

/** Statement texts whose way of counting is kept (the app's own are a few hundred). */
const WRITE_COUNTERS_KEPT = 2048;

export interface PostgresStamp {
  /** Undefined while not listening: then nothing is kept, and every answer is read afresh. */
  stamp(tables?: readonly TableName[]): string | undefined;
  /** Db.keyStamp: moves with a write to `table` that may touch `key`'s rows; undefined while not listening. */
  keyStamp(table: TableName, key: string): string | undefined;
  /** Called with each statement this process ran successfully, and its bound values. */
  noteStatement(text: string, values?: readonly unknown[]): void;
  close(): Promise<void>;
}

/**
 * A change stamp for PostgreSQL (Db.changeStamp), as cheap to read as SQLite's: counters per table (table-stamps.ts)
 * that move on this process's own statements at once (an insert its table; an update, a delete, a commit or a
 * rollback every table, as a transaction's writes become visible to other connections only then), and on every
 * commit anywhere through LISTEN on the channel the triggers of migrations 004 and 016 notify, each naming its
 * table. While the listening connection is down the stamp is undefined, so a lost notification can never leave a
 * stale answer in use; when it is back every table counts as changed.
 */
export function postgresStamp(options: {
  url: string;
  schema?: string;
  onError: (error: Error) => void;
}): PostgresStamp {
  const schema = options.schema ?? 'public';
  const tablePrefix = `${schema}:`;
  const counters = new TableCounters();
  // How each statement text moves the counters (null: it writes nothing). The app sends a few hundred texts, so a
  // plain map (emptied should it ever pass WRITE_COUNTERS_KEPT) is cheaper on every read than keeping an order.
  const writeCounters = new Map<string, NonNullable<ReturnType<typeof writeCounter>> | null>();
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  function lost(error?: Error) {
    listening = false;
    if (error) options.onError(error);
    client?.removeAllListeners();
    client?.on('error', () => {});
    client = undefined;
    if (!closed && !retry) retry = setTimeout(listen, RECONNECT_MS);
  }

  async function listen() {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.schema ? `bimasetu-${options.schema}` : 'bimasetu',
      keepAlive: true,
    });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    // "<schema>:<table>" from migration 016's triggers; the bare "<schema>" they also send is for processes of
    // the release before it, and says nothing a named one does not.
    // A keyed table's (messages') changes come from migration 017's channel alone, naming the keys (or '*').
    next.on('notification', (message) => {
      if (!message.payload?.startsWith(tablePrefix)) return;
      const told = message.payload.slice(tablePrefix.length);
      if (message.channel !== KEYED_CHANNEL) {
        if (!Object.hasOwn(KEYED_INSERTS, told)) counters.wrote(told);
        return;
      }
      const split = told.indexOf(':');
      if (split < 0) return counters.wrote(undefined);
      const table = told.slice(0, split);
      const keys = told.slice(split + 1);
      counters.wrote(table);
      counters.wroteKeys(table, keys === '*' ? undefined : keys.split(','));
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}; listen ${KEYED_CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      counters.wrote(undefined);
      listening = true;
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }
  void listen();

  return {
    stamp: (tables) => (listening ? counters.stamp(tables) : undefined),
    keyStamp: (table, key) => (listening ? counters.keyStamp(table, key) : undefined),
    noteStatement(text, values) {
      let count = writeCounters.get(text);
      if (count === undefined) {
        if (writeCounters.size >= WRITE_COUNTERS_KEPT) writeCounters.clear();
        writeCounters.set(text, (count = writeCounter(text, counters) ?? null));
      }
      count?.(values);
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
