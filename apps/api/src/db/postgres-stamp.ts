import pg from 'pg';

const CHANNEL = 'bimasetu_changes';
const RECONNECT_MS = 1000;
// Statements after which this process's own answers may be stale: its writes, and the commit that makes a
// transaction's writes visible (its notification arrives a moment later).
const WRITE = /^\s*(insert|update|delete|commit)\b/i;

export interface PostgresStamp {
  /** Undefined while not listening: then nothing is kept, and every answer is read afresh. */
  stamp(): string | undefined;
  /** Called with each statement this process ran successfully. */
  noteStatement(text: string): void;
  close(): Promise<void>;
}

/**
 * A change stamp for PostgreSQL (Db.changeStamp), as cheap to read as SQLite's: a counter that moves on this
 * process's own writes at once, and on every commit anywhere through LISTEN on the channel the triggers of
 * migration 004 notify. While the listening connection is down the stamp is undefined, so a lost notification
 * can never leave a stale answer in use; when it is back the counter moves, as anything may have changed.
 */
export function postgresStamp(options: {
  url: string;
  schema?: string;
  onError: (error: Error) => void;
}): PostgresStamp {
  const schema = options.schema ?? 'public';
  let counter = 0;
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
    next.on('notification', (message) => {
      if (message.payload === schema) counter += 1;
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      counter += 1;
      listening = true;
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }
  void listen();

  return {
    stamp: () => (listening ? String(counter) : undefined),
    noteStatement(text) {
      if (WRITE.test(text)) counter += 1;
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
