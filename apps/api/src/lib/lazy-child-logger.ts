import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** Fastify's logger is pino, which also tells each level's number and whether a level is written. */
type Logger = FastifyBaseLogger & {
  levels: { values: Record<string, number> };
  isLevelEnabled(level: string): boolean;
};

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child (with the request id bound) only when something is logged at a
 * level it would write. Fastify makes a child for every request, and pino serializes its bindings to make one;
 * below the level nothing would be written, so most requests never need it (about a microsecond a request in
 * bench:api). What is written is the same: the first write makes the real child with the same bindings and options.
 */
class LazyChild implements FastifyBaseLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): Logger {
    this.made ??= this.parent.child(this.bindings, this.options) as Logger;
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  private writes(method: Method): boolean {
    if (this.made) return this.made.isLevelEnabled(method);
    const values = this.parent.levels.values;
    const threshold = values[this.level] ?? Number.POSITIVE_INFINITY; // 'silent' has no value: nothing is written
    return values[method]! >= threshold;
  }

  private log(method: Method, args: unknown[]): void {
    if (!this.writes(method)) return;
    (this.real()[method] as (...given: unknown[]) => void)(...args);
  }

  isLevelEnabled(level: string): boolean {
    return this.made ? this.made.isLevelEnabled(level) : this.writes(level as Method);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` for a pino logger: each request's child made only when it writes. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyChild(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
