import { beforeEach } from 'vitest';
import { makeAdviser } from '../../src/modules/admin/advisers.repository.ts';
import type { clientFor } from './client.ts';
import { useTestApp, type TestApp } from './test-app.ts';

export const ADVISER = '9800000001';
export const ASHA = '9876500081';

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

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
  beforeEach(async () => {
    tokens.admin = await adviserToken(test, api);
    tokens.asha = await api.login(ASHA);
  });

  /** Asha's application through the public form; answers its id. */
  async function submitApplication(overrides: Record<string, unknown> = {}) {
    const answer = await api.call<{ result: { id: number } }>('POST', '/api/Insurance/AddInsuranceRequest', {
      body: {
        fullName: 'Asha Verma',
        phone: ASHA,
        policyType: 'Health',
        sumAssured: '1000000',
        aadhaar: '123456789012',
        ...overrides,
      },
    });
    return answer.body.result.id;
  }
  const auditRows = () => test.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  return { test, api, tokens, submitApplication, auditRows };
}
