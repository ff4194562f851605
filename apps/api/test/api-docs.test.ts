import { ADMIN_API_BASE } from '@bimasetu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_DISCLOSURES } from './support/sample-disclosures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

type Operations = Record<string, Record<string, { security?: unknown[] }>>;

let test: TestApp | undefined;
afterEach(() => test?.close());

async function documentPaths(env: Record<string, string> = {}): Promise<Operations> {
  test = await startTestApp({ env });
  const response = await fetch(`${test.url}/api/docs/json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { paths: Operations }).paths;
}

const productionEnv = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-key',
  MSG91_TEMPLATE_ID: 'test-template',
  AADHAAR_KEY: 'a'.repeat(64),
  DOCUMENT_KEY: 'b'.repeat(64),
  OTP_SECRET: 's'.repeat(32),
  ...SAMPLE_DISCLOSURES,
};

describe('the OpenAPI document at /api/docs', () => {
  it('says every adviser call needs a bearer token', async () => {
    const paths = await documentPaths();
    const admin = Object.entries(paths).filter(([path]) => path.startsWith(ADMIN_API_BASE));
    expect(admin.length).toBeGreaterThan(10);
    for (const [path, methods] of admin) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      }
    }
  });

  it('leaves the advisers’ console out in production, and keeps the customer calls', async () => {
    const paths = await documentPaths(productionEnv);
    expect(Object.keys(paths).filter((path) => path.startsWith(ADMIN_API_BASE))).toEqual([]);
    expect(paths['/api/Insurance/GetUserMessageList']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/Insurance/GetFaqList']).toBeDefined();
  });
});
