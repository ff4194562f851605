import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { HttpError } from '../lib/http-error.ts';
import type { Metrics } from '../metrics/metrics.ts';

export const databaseMessages = {
  unavailable: 'The database is unavailable right now. Please try again in a few minutes',
} as const;

// SQLSTATE classes and codes that mean "the database is away or too slow", not "this request is wrong":
// 08 connection exceptions, 57014 statement timeout, 57P01–57P03 shutdown or restart, 53300 too many
// connections, 55P03 lock timeout.
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03']);
const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded|query read timeout|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT/i;

/**
 * How much longer than the server's statement_timeout (DATABASE_TIMEOUT_MS) the client waits for a statement's
 * answer before it gives up on the connection (node-postgres query_timeout). A statement the server is running
 * slowly is cancelled by the server first, cleanly (57014); this fires only when the answer does not come back at
 * all (a stalled or dead network), so an answer the server did send is almost never thrown away.
 */
export const QUERY_TIMEOUT_MARGIN_MS = 500;
/** Idle seconds before TCP keepalive starts probing a pooled or listening connection (the OS default is 2 hours). */
export const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

/** A pg-pool wait for a free connection, or a new connection that did not open, in DATABASE_TIMEOUT_MS. */
function isConnectTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded|connection timeout/i.test(error.message);
}

/**
 * A failure after which the connection's state is unknown (no answer in time, the socket gone): it must be
 * destroyed, never handed to another query. An error the server answered with (a constraint, a statement or lock
 * timeout) leaves the connection ready for the next statement; a shutdown (57P01–57P03) or connection (08)
 * failure does not.
 */
function leavesConnectionUnusable(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return code.startsWith('08') || code.startsWith('57P');
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_TEXT.test(error.message) || (typeof code === 'string' && UNAVAILABLE_TEXT.test(code));
}

/** A failure of the database itself becomes a 503 in our answer shape; every other error passes unchanged. */
function asAnswer(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? new HttpError(503, databaseMessages.unavailable) : error;
}

export interface PostgresPoolOptions {
  url: string;
  schema?: string;
  timeoutMs: number;
  max: number;
  onError: (error: Error) => void;
  /** Called with the text and values of each statement that succeeded (db/postgres-stamp.ts). */
  onStatement?: (text: string, values?: readonly unknown[]) => void;
  /** Where the waits for a connection, the waits given up and the statements given up on are counted. */
  metrics?: Pick<Metrics, 'dbPoolWait' | 'dbPoolTimeouts' | 'dbQueryTimeouts'> | undefined;
}

/**
 * The pg pool, made to survive its database: a connection that dies (a restart, a failover,
 * pg_terminate_backend) is reported to onError and dropped instead of crashing the process with an unhandled
 * 'error' event, the next query opens a new one, and while the database is away or stalled each query fails
 * within timeoutMs as a 503 instead of hanging.
 */
export function resilientPool(options: PostgresPoolOptions): { pool: pg.Pool; forKysely: PostgresPool } {
  const startup = [`-c statement_timeout=${options.timeoutMs}`, `-c lock_timeout=${options.timeoutMs}`];
  if (options.schema) startup.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: options.timeoutMs,
    // A statement whose answer never comes (a stalled network) fails a little after the server would have
    // cancelled it, instead of waiting for the whole stall; the connection is then destroyed (below).
    query_timeout: options.timeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    // Names this app's connections in pg_stat_activity (and each test schema's apart).
    application_name: options.schema ? `bimasetu-${options.schema}` : 'bimasetu',
    options: startup.join(' '),
  });
  // An idle connection's error reaches the pool; a checked-out one's reaches only its client.
  pool.on('error', options.onError);
  pool.on('connect', (client) => client.on('error', options.onError));

  const forKysely: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      const asked = performance.now();
      try {
        client = await pool.connect();
      } catch (error) {
        if (isConnectTimeout(error)) options.metrics?.dbPoolTimeouts.inc();
        throw asAnswer(error);
      }
      options.metrics?.dbPoolWait.observe((performance.now() - asked) / 1000);
      // Set when a statement failed in a way that leaves this connection's state unknown (it timed out with no
      // answer, its socket died): every later statement on it (a transaction's rollback) fails at once, and it is
      // destroyed when released instead of going back to the pool, so a transaction cut off mid-way is never
      // continued or committed on it: the server rolls it back when the connection closes.
      let broken: Error | undefined;
      return {
        query: ((...args: Parameters<pg.PoolClient['query']>) => {
          if (broken) return Promise.reject(asAnswer(broken));
          const running = (client.query as (...a: unknown[]) => unknown)(...args);
          if (!(running instanceof Promise)) return running;
          return running.then(
            (result: unknown) => {
              if (typeof args[0] === 'string') {
                options.onStatement?.(args[0], Array.isArray(args[1]) ? args[1] : undefined);
              }
              return result;
            },
            (error: unknown) => {
              if (!broken && leavesConnectionUnusable(error)) {
                broken = error instanceof Error ? error : new Error(String(error));
                if (/query read timeout/i.test(broken.message)) options.metrics?.dbQueryTimeouts.inc();
              }
              throw asAnswer(error);
            },
          );
        }) as PostgresPoolClient['query'],
        // release(error) makes pg-pool remove the client and end it, which destroys the socket of one whose
        // statement is still unanswered.
        release: () => client.release(broken ?? false),
      };
    },
    end: () => pool.end(),
  };
  return { pool, forKysely };
}
