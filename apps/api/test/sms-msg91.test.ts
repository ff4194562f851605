import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Msg91SmsProvider } from '../src/sms/msg91-provider.ts';
import { SmsDeliveryError } from '../src/sms/sms-provider.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local stand-in for MSG91 that records what it receives and answers as told. */
let stub: Server;
let baseUrl: string;
let received: Received[];
let answers: Array<{ status: number; body: unknown; delayMs?: number }>;

beforeEach(async () => {
  received = [];
  answers = [];
  stub = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(text || '{}'),
      });
      const answer = answers.shift() ?? { status: 200, body: { type: 'success', message: 'queued' } };
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

const provider = (timeoutMs = 2000) =>
  new Msg91SmsProvider({ authKey: 'test-auth-key', templateId: 'tmpl-123', baseUrl, timeoutMs });

describe('Msg91SmsProvider', () => {
  it('posts the code to the Flow API with the auth key, template and +91 mobile', async () => {
    await provider().sendOtp('9876543210', '4821');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v5/flow');
    expect(request?.headers.authkey).toBe('test-auth-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      template_id: 'tmpl-123',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '4821' }],
    });
  });

  it("sends a nominee's claim code on its own Flow template, and on the login one when none is configured", async () => {
    const withClaim = new Msg91SmsProvider({
      authKey: 'test-auth-key',
      templateId: 'tmpl-123',
      claimTemplateId: 'tmpl-claim',
      baseUrl,
      timeoutMs: 2000,
    });
    await withClaim.sendOtp('9876543210', '4821', 'nominee-claim');
    await withClaim.sendOtp('9876543210', '4822', 'login');
    await provider().sendOtp('9876543210', '4823', 'nominee-claim');
    expect(received.map((r) => (r.body as { template_id: string }).template_id)).toEqual([
      'tmpl-claim',
      'tmpl-123',
      'tmpl-123',
    ]);
  });

  it('retries once after a 5xx and succeeds', async () => {
    answers.push({ status: 503, body: { type: 'error', message: 'busy' } });
    await provider().sendOtp('9876543210', '1111');
    expect(received).toHaveLength(2);
  });

  it('gives up after the retry fails too', async () => {
    answers.push({ status: 500, body: {} }, { status: 502, body: {} });
    await expect(provider().sendOtp('9876543210', '1111')).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(received).toHaveLength(2);
  });

  it('does not retry a refusal (4xx or type error)', async () => {
    answers.push({ status: 401, body: { type: 'error', message: 'Invalid authkey' } });
    await expect(provider().sendOtp('9876543210', '1111')).rejects.toThrow(/Invalid authkey/);
    expect(received).toHaveLength(1);
    answers.push({ status: 200, body: { type: 'error', message: 'Template not approved' } });
    await expect(provider().sendOtp('9876543210', '1111')).rejects.toThrow(/Template not approved/);
    expect(received).toHaveLength(2);
  });

  it('times out a gateway that does not answer, retrying once', async () => {
    // The timeout leaves room for a busy machine to deliver each request before it is given up.
    answers.push(
      { status: 200, body: { type: 'success' }, delayMs: 3000 },
      { status: 200, body: { type: 'success' }, delayMs: 3000 },
    );
    await expect(provider(600).sendOtp('9876543210', '1111')).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(received).toHaveLength(2);
  });
});
