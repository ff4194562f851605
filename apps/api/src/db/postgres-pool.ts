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
  /connection terminated|timeout exceeded|not queryable|ECONNREFUSED|ECONNRESET|EPIPE/i;

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
  /** Where the waits for a connection, and the waits given up, are counted. */
  metrics?: Pick<Metrics, 'dbPoolWait' | 'dbPoolTimeouts'> | undefined;
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
    keepAlive: true,
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
        if (error instanceof Error && /timeout exceeded/i.test(error.message))
          options.metrics?.dbPoolTimeouts.inc();
        throw asAnswer(error);
      }
      options.metrics?.dbPoolWait.observe((performance.now() - asked) / 1000);
      return {
        query: ((...args: Parameters<pg.PoolClient['query']>) => {
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
              throw asAnswer(error);
            },
          );
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
  return { pool, forKysely };
}
