// listen.ts: main.ts's one listening socket accepted on by several descriptors, each a copy made by a helper
// process. A connection any copy accepts is the HTTP server's like any other: answered, its protocol errors in
// our shape, counted by the drain, and no copy accepts once the server stops accepting.
import { connect, Server as NetServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { protocolMessages } from '../src/plugins/errors.ts';
import { acceptingCopies, openConnections, stopAccepting } from '../src/listen.ts';
import { rawBodyOf, rawExchange } from './support/raw-http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** Stops only the app's own listener, so that every new connection must be accepted by a copy. */
function closeOwnListener(app: TestApp['app']): void {
  NetServer.prototype.close.call(app.server);
}

describe('listen with several accepting descriptors', () => {
  it('adds copies of the one listening socket, which accept and answer once the original stops', async () => {
    test = await startTestApp({ descriptors: 4 });
    const copies = acceptingCopies(test.app.server);
    expect(copies).toHaveLength(3);
    const port = Number(new URL(test.url).port);
    for (const copy of copies) {
      expect(copy.listening).toBe(true);
      expect(copy.address()).toMatchObject({ port });
    }

    closeOwnListener(test.app);
    const answered = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${test!.url}/api/Insurance/GetFaqList`)),
    );
    expect(answered.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await answered[0]!.json()).toMatchObject({ isSuccess: true });
  });

  it('answers a protocol error on a copy in our shape, as the HTTP server does on its own', async () => {
    test = await startTestApp({ descriptors: 2 });
    const broken = 'BREW /api/Insurance/GetFaqList HTTP/1.1\r\nHost: x\r\n\r\n';
    const own = await rawExchange(test.url, broken);
    closeOwnListener(test.app);
    const copied = await rawExchange(test.url, broken);
    for (const raw of [own, copied]) {
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(rawBodyOf(raw)).toEqual({
        isSuccess: false,
        message: protocolMessages.badRequest,
      });
    }
  });

  it('counts the connections a copy holds, and stops every descriptor accepting', async () => {
    test = await startTestApp({ descriptors: 3 });
    closeOwnListener(test.app);
    const held = connect(Number(new URL(test.url).port), '127.0.0.1');
    await new Promise((resolve) => held.once('connect', resolve));
    for (let waited = 0; waited < 5_000 && (await openConnections(test.app.server)) === 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await openConnections(test.app.server)).toBe(1);

    stopAccepting(test.app.server);
    expect(acceptingCopies(test.app.server).every((copy) => !copy.listening)).toBe(true);
    await expect(fetch(`${test.url}/healthz`)).rejects.toThrow();
    held.destroy();
  });

  it('closes its copies when the app closes', async () => {
    const app = await startTestApp({ descriptors: 3 });
    const copies = acceptingCopies(app.app.server);
    expect(copies.filter((copy) => copy.listening)).toHaveLength(2);
    await app.close();
    expect(copies.filter((copy) => copy.listening)).toHaveLength(0);
  });

  it('listens on one descriptor, with no helper, when asked for one', async () => {
    test = await startTestApp({ descriptors: 1 });
    expect(acceptingCopies(test.app.server)).toHaveLength(0);
    expect((await fetch(`${test.url}/healthz`)).status).toBe(200);
  });
});
