import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../src/lib/lazy-child-logger.ts';

/** A Fastify app logging at `level` into memory, with one route that logs a warning and one that logs nothing. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyChildLogger,
    genReqId: () => 'req-7',
  });
  app.get('/warns', async (request) => {
    request.log.warn({ detail: 'kept' }, 'something to look at');
    request.log.debug('below the level');
    return { ok: true };
  });
  app.get('/quiet', { logLevel: 'debug' }, async (request) => {
    request.log.debug('this route logs at debug');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazyChildLogger', () => {
  it('writes what pino would, with the request id bound, and nothing below the level', async () => {
    const { app, lines } = await appAt('warn');
    expect((await app.inject('/warns')).statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-7', detail: 'kept', msg: 'something to look at' }),
    ]);
  });

  it("logs each request at info as Fastify's own child would (incoming request, request completed)", async () => {
    const { app, lines } = await appAt('info');
    await app.inject('/warns');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-7', 'incoming request'],
      ['req-7', 'something to look at'],
      ['req-7', 'request completed'],
    ]);
  });

  it("honours a route's own log level", async () => {
    const { app, lines } = await appAt('warn');
    await app.inject('/quiet');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'this route logs at debug',
      'request completed',
    ]);
  });

  it('writes nothing at all when silent', async () => {
    const { app, lines } = await appAt('silent');
    await app.inject('/warns');
    expect(lines).toEqual([]);
  });
});
