import type { TestApp } from './test-app.ts';
import type { clientFor } from './client.ts';

export const ADVISER = '9800000001';

/** Makes an adviser (as `npm run admin:add` does) and logs them in through the OTP flow. */
export async function adviserToken(
  test: TestApp,
  api: ReturnType<typeof clientFor>,
  mobile = ADVISER,
): Promise<string> {
  await test.app.db
    .insertInto('customers')
    .values({ mobile, role: 'admin', name: 'Kavya Rao', created_at: test.clock.now().toISOString() })
    .execute();
  return api.login(mobile);
}
