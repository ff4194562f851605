import { describe, expect, it } from 'vitest';
import { engine, useTestApp } from './support/test-app.ts';

const test = useTestApp();
const { api } = test;

describe('operations', () => {
  it('answers /healthz and /readyz with the engine in use', async () => {
    expect((await api.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await api.call('GET', '/readyz')).body).toEqual({
      status: 'ready',
      database: engine,
      rateLimitStore: 'memory',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const answer = await api.call('GET', '/api/Insurance/NoSuchCall');
    expect(answer).toEqual({ status: 404, body: { isSuccess: false, message: 'Not found' } });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const answer = await api.call('POST', '/api/Insurance/ContactUs', {
      body: {
        customerName: 'x',
        mobile: '9876500061',
        messageType: 'others',
        customerMessage: 'y'.repeat(70_000),
      },
    });
    expect(answer).toEqual({ status: 413, body: { isSuccess: false, message: 'Request body is too large' } });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const answer = await api.call('POST', '/api/Insurance/ContactUs', { body: '{"customerName": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.isSuccess).toBe(false);
    expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('hides the details of a server error', async () => {
    await test.db.schema.dropTable('faqs').execute();
    const answer = await api.call('GET', '/api/Insurance/GetFaqList');
    expect(answer).toEqual({
      status: 500,
      body: { isSuccess: false, message: 'Something went wrong on our side. Please try again shortly' },
    });
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const answer = await api.call<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/api/docs/json',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Insurance/GenerateOTP',
      '/api/Insurance/GetUserMessageList',
      '/api/Insurance/AddInsuranceRequest',
    ]) {
      expect(answer.body.paths).toHaveProperty([path]);
    }
  });

  it('sends the API security headers on API answers: no document, no framing, no caching', async () => {
    const response = await fetch(`${test.url}/api/Insurance/GetFaqList`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const refused = await fetch(`${test.url}/api/Insurance/GetUserMessageList`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the API documentation page a CSP that lets it run', async () => {
    const response = await fetch(`${test.url}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
