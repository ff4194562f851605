import type { FastifyInstance } from 'fastify';
import { openConnections, stopAccepting } from './listen.ts';

/** Longest a stopping process waits for its clients (nginx's kept connections) to hang up before it closes. */
export const DRAIN_LIMIT_MS = 10_000;
const DRAIN_POLL_MS = 50;

/**
 * A graceful drain for a process behind a proxy, where closing a kept-alive connection can race with the
 * proxy's next request on it (the proxy cannot resend a POST it has already written, so the client gets a 502):
 *  1. stop accepting connections on every descriptor (listen.ts; a proxy's new attempt is refused and goes to
 *     another process, POST included);
 *  2. answer every request still arriving on an open connection, with `Connection: close`, so the client hangs
 *     up after its answer and no connection is ever closed under a request;
 *  3. once every client has hung up (nginx also drops idle upstream connections after its keepalive_timeout,
 *     shorter than DRAIN_LIMIT_MS) or the limit has passed, close the app: in-flight requests finish, then the
 *     database closes.
 * Node's own server.close() would close idle kept-alive connections at once, which is the race in step 2.
 */
export async function drainThenClose(app: FastifyInstance, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  stopAccepting(app.server);
  app.server.prependListener('request', (_request, response) => {
    response.setHeader('connection', 'close');
  });
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline && (await openConnections(app.server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
  await app.close();
}
