import { gzipSync } from 'node:zlib';
import { ADMIN_API_BASE } from '@bimasetu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolMessages } from '../src/plugins/errors.ts';
import { rawBodyOf, rawExchange as rawExchangeWith } from './support/raw-http.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** Writes raw bytes on a fresh connection to the test app and reads until the server closes it. */
const rawExchange = (bytes: string) => rawExchangeWith(test.url, bytes);
const bodyOf = rawBodyOf;

async function answer(path: string, init: RequestInit = {}) {
  const response = await fetch(`${test.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('errors raised before any route runs', () => {
  it('answers headers over 16 KB with 431 in our shape, says Connection: close and closes without a reset', async () => {
    const raw = await rawExchange(
      `GET /api/Insurance/GetFaqList HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(bodyOf(raw)).toEqual({ isSuccess: false, message: protocolMessages.headersTooLarge });
    // A client that reuses its pool gets a fresh connection and a normal answer.
    const big = await fetch(`${test.url}/api/Insurance/GetFaqList`, {
      headers: { 'x-big': 'b'.repeat(20_000) },
    });
    expect(big.status).toBe(431);
    expect((await fetch(`${test.url}/api/Insurance/GetFaqList`)).status).toBe(200);
  });

  it('answers a request line Node cannot parse (an unknown method) with 400 in our shape', async () => {
    const raw = await rawExchange('BREW /api/Insurance/GetFaqList HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toEqual({ isSuccess: false, message: protocolMessages.badRequest });
  });

  it('answers a known method no route takes with 404 in our shape', async () => {
    expect(await answer('/api/Insurance/GetFaqList', { method: 'PATCH' })).toEqual({
      status: 404,
      body: { isSuccess: false, message: 'Not found' },
    });
  });

  it('answers a path parameter over 100 characters with 414 in our shape', async () => {
    expect(await answer(`${ADMIN_API_BASE}/Requests/${'9'.repeat(150)}`)).toEqual({
      status: 414,
      body: { isSuccess: false, message: protocolMessages.longParameter },
    });
  });

  it('answers a path that is not valid UTF-8 with 400 in our shape', async () => {
    expect(await answer(`${ADMIN_API_BASE}/Requests/%ED%A0%80`)).toEqual({
      status: 400,
      body: { isSuccess: false, message: protocolMessages.badUrl },
    });
  });
});

describe('bodies the server cannot read', () => {
  const post = (body: string, type: string) =>
    answer('/api/Insurance/ContactUs', { method: 'POST', headers: { 'content-type': type }, body });

  it('answers broken or empty JSON with 400 naming the body', async () => {
    expect(await post('{"customerName":', 'application/json')).toEqual({
      status: 400,
      body: { isSuccess: false, message: protocolMessages.invalidJson },
    });
    expect(await post('', 'application/json')).toEqual({
      status: 400,
      body: { isSuccess: false, message: protocolMessages.emptyJson },
    });
  });

  it('answers another content type with 415 in our shape', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data']) {
      expect(await post('customerName=A', type), type).toEqual({
        status: 415,
        body: { isSuccess: false, message: protocolMessages.mediaType },
      });
    }
  });

  it('answers a body over 64 KB with 413 in our shape', async () => {
    const body = JSON.stringify({ customerName: 'A', customerMessage: 'x'.repeat(70_000) });
    expect(await post(body, 'application/json')).toEqual({
      status: 413,
      body: { isSuccess: false, message: 'Request body is too large' },
    });
  });

  it('answers a compressed body with 415 saying to send it uncompressed, not that the JSON is broken', async () => {
    const json = JSON.stringify({
      customerName: 'Asha Verma',
      mobile: '9876543210',
      messageType: 'claim-status',
      customerMessage: 'Where is my claim?',
    });
    for (const encoding of ['gzip', 'br', 'GZIP']) {
      const answered = await answer('/api/Insurance/ContactUs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: gzipSync(json),
      });
      expect(answered, encoding).toEqual({
        status: 415,
        body: { isSuccess: false, message: protocolMessages.encoding },
      });
    }
    // said to be uncompressed, it is read as it always was
    const plain = await answer('/api/Insurance/ContactUs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: json,
    });
    expect(plain.status).toBe(200);
  });

  it('answers a body that is not an object (JSON text, or plain text Fastify reads as text) with 400 naming the body', async () => {
    for (const [text, type] of [
      ['"just text"', 'application/json'],
      ['customerName=A', 'text/plain'],
    ] as const) {
      const { status, body } = await post(text, type);
      expect(status).toBe(400);
      expect((body as { message: string }).message).toMatch(/^body: /);
    }
  });
});
