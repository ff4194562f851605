/** When a refused call may be tried again: whole seconds from now (0: already) and that moment. */
export interface RetryWait {
  retryAfterSeconds: number;
  retryAt: string;
}

/** The wait until `until`, as of `now` (the injected clock's), rounded up to whole seconds. */
export function retryWait(now: Date, until: Date): RetryWait {
  return {
    retryAfterSeconds: Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    retryAt: until.toISOString(),
  };
}

/**
 * Thrown anywhere below the routes for an answer other than 200: the status and the customer-facing message, and
 * for a limit that refuses, when the next try may come. It knows nothing of Fastify; `plugins/errors.ts` turns it
 * into `{ isSuccess: false, message }` (with the wait's two facts and a `Retry-After` header).
 *
 * It carries no stack trace: it is an answer, not a fault, and nothing logs it. Capturing one cost about a tenth
 * of the server's time under a flood of bad tokens (each a 401).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly wait?: RetryWait;

  constructor(statusCode: number, message: string, wait?: RetryWait) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.statusCode = statusCode;
    if (wait) this.wait = wait;
  }
}
