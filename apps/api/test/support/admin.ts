import { beforeEach } from 'vitest';
import { makeAdviser } from '../../src/modules/admin/advisers.repository.ts';
import type { clientFor } from './client.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export const ADVISER = '9800000001';
export const ASHA = '9876500081';

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Asha Verma's health application on `phone` with no more than the server needs. */
export const shortHealthApplication = (phone: string) => ({
  fullName: 'Asha Verma',
  phone,
  policyType: 'Health',
  sumAssured: '1000000',
  aadhaar: '123456789012',
});

/** Makes an adviser as `npm run admin:add` does, and logs them in through the OTP flow. */
export async function adviserToken(
  test: TestApp,
  api: ReturnType<typeof clientFor>,
  mobile = ADVISER,
): Promise<string> {
  await makeAdviser(test.db, { mobile, name: 'Kavya Rao' }, test.clock.now());
  return api.login(mobile);
}

/**
 * useTestApp for the advisers' console: before each test an adviser and a customer, Asha, are logged in
 * (tokens.admin, tokens.asha).
 */
export function useAdminTestApp() {
  const test = useTestApp();
  const { api } = test;
  const tokens = { admin: '', asha: '' };
  const customers = new Map<string, string>();
  beforeEach(async () => {
    customers.clear();
    tokens.admin = await adviserToken(test, api);
    tokens.asha = await api.login(ASHA);
    customers.set(ASHA, tokens.asha);
  });

  /** A customer's token: Asha's, or another phone's, logged in once per test. */
  async function customerToken(phone: string) {
    const known = customers.get(phone);
    if (known) return known;
    const token = await api.login(phone);
    customers.set(phone, token);
    return token;
  }

  /** Asha's application (or the phone's owner's) through the public form, logged in; answers its id. */
  async function submitApplication(overrides: Record<string, unknown> = {}) {
    const phone = typeof overrides.phone === 'string' ? overrides.phone : ASHA;
    const answer = await api.call<{ result: { id: number } }>('POST', '/api/Insurance/AddInsuranceRequest', {
      token: await customerToken(phone),
      body: { ...shortHealthApplication(ASHA), ...overrides },
    });
    return answer.body.result.id;
  }
  const auditRows = () => test.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  return { test, api, tokens, customerToken, submitApplication, auditRows };
}
