import pg from 'pg';
import { KEYED_CHANNEL } from './migrations/017-keyed-change-notify.ts';
import { KEYED_INSERTS, TableCounters, writeCounter, type TableName } from './table-stamps.ts';

const CHANNEL = 'bimasetu_changes';
/** The first reconnection waits this long; each failure after doubles it, up to 30 s (RECONNECT_MAX_FACTOR times). */
const RECONNECT_MS = 1000;
const RECONNECT_MAX_FACTOR = 30;
/** While the listener cannot connect, its failures are logged at most once in this long (the first at once). */
const FAILURE_LOG_EVERY_MS = 60_000;
/** How often the listening connection is checked (a `select 1`) at most, and how long the check may take. */
export const LISTENER_CHECK_MS = 2000;

/** A log line without a stack: the repeats and the recovery are one line each, the first failure has its stack. */
function line(message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

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
  /** Gets the first failure, then at most one line a minute while it lasts, and one line when listening again. */
  onError: (error: Error) => void;
  /**
   * The listening connection is checked with a `select 1` this often, and counted dead (the stamp undefined, a new
   * connection opened) when the check, or opening it, takes longer than this. A failover that drops the connection
   * without the client hearing it is noticed within twice this.
   */
  checkMs?: number;
  /** TCP keepalive's idle time before its first probe on the listening connection. */
  keepAliveInitialDelayMs?: number;
  /** The first reconnection's wait (RECONNECT_MS); each failure after doubles it, up to 30 times this. */
  reconnectMs?: number;
}): PostgresStamp {
  const checkMs = options.checkMs ?? LISTENER_CHECK_MS;
  const reconnectMs = options.reconnectMs ?? RECONNECT_MS;
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
  let check: NodeJS.Timeout | undefined;
  // Failed attempts in a row since the listener was last up (0 while listening), when the first was, and when a
  // failure was last logged.
  let failures = 0;
  let failingSince = 0;
  let loggedAt = -Infinity;

  function report(error: Error | undefined) {
    const now = performance.now();
    if (failures === 0) {
      failingSince = Date.now();
      loggedAt = now;
      options.onError(error ?? line('the PostgreSQL change listener lost its connection'));
    } else if (now - loggedAt >= FAILURE_LOG_EVERY_MS) {
      loggedAt = now;
      const since = Math.round((Date.now() - failingSince) / 1000);
      options.onError(
        line(
          `the PostgreSQL change listener still cannot listen after ${failures + 1} attempts in ${since} s` +
            ` (${error?.message ?? 'connection ended'}); answers are read from the database meanwhile`,
        ),
      );
    }
    failures += 1;
  }

  /** The connection is gone or not known to be live: stop trusting the stamp at once, and reconnect later. */
  function lost(from: pg.Client, error?: Error) {
    if (from !== client) return;
    listening = false;
    clearTimeout(check);
    check = undefined;
    client = undefined;
    from.removeAllListeners();
    from.on('error', () => {});
    // end() destroys the socket of a connection with a query unanswered (a check that timed out).
    from.end().catch(() => {});
    if (closed || retry) return;
    report(error);
    const wait = Math.min(reconnectMs * 2 ** Math.min(failures - 1, 10), reconnectMs * RECONNECT_MAX_FACTOR);
    retry = setTimeout(listen, wait);
  }

  /**
   * A `select 1` on the listening connection every checkMs: a connection the database dropped without the client
   * hearing it (a failover, a dead host) fails it within checkMs (query_timeout) instead of passing for live while
   * notifications are lost. Its answer also means every notification sent before it has arrived.
   */
  function scheduleCheck(on: pg.Client) {
    check = setTimeout(() => {
      on.query('select 1').then(
        () => {
          if (on !== client || closed) return;
          // Back for good only once a check has passed: a database that accepts connections and drops them at
          // once keeps backing off, and logging once a minute.
          if (failures > 0) {
            const since = Math.round((Date.now() - failingSince) / 1000);
            options.onError(
              line(
                `the PostgreSQL change listener is listening again after ${failures} failed attempts in ${since} s`,
              ),
            );
            failures = 0;
          }
          scheduleCheck(on);
        },
        (error: unknown) => lost(on, error instanceof Error ? error : new Error(String(error))),
      );
    }, checkMs);
    check.unref();
  }

  async function listen() {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.schema ? `bimasetu-${options.schema}` : 'bimasetu',
      connectionTimeoutMillis: checkMs,
      query_timeout: checkMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: options.keepAliveInitialDelayMs ?? 10_000,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
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
      if (closed || client !== next) return void next.end().catch(() => {});
      counters.wrote(undefined);
      listening = true;
      scheduleCheck(next);
    } catch (error) {
      lost(next, error as Error);
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
      clearTimeout(check);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
