import { makeAdviser } from '../../src/modules/admin/advisers.repository.ts';
import type { TestApp } from './test-app.ts';
import type { clientFor } from './client.ts';

export const ADVISER = '9800000001';

/** Makes an adviser as `npm run admin:add` does, and logs them in through the OTP flow. */
export async function adviserToken(
  test: TestApp,
  api: ReturnType<typeof clientFor>,
  mobile = ADVISER,
): Promise<string> {
  await makeAdviser(test.db, { mobile, name: 'Kavya Rao' }, test.clock.now());
  return api.login(mobile);
}
