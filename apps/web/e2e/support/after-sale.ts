// The after-sale journeys' shared parts: an adviser logged in through the OTP flow, a small stand-in photo, and a
// policy the customer added to their vault (with the customer signed in first, customerWithPolicy).
import { adminLoginPaths } from '@bimasetu/contract';
import {
  addAdviser,
  expect,
  readLatestOtp,
  seedSession,
  uniqueMobile,
  type APIRequestContext,
  type Page,
} from './fixtures';

/** A policy photo or claim document: a PNG's signature and a few bytes. */
export const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('policy photo'),
]);

/** A new adviser, logged in through the OTP outbox; answers their token. */
export async function adviserToken(request: APIRequestContext): Promise<string> {
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Kavya Rao');
  await request.post(`${adminLoginPaths.generateOtp}?mobile=${adviser}`);
  const otp = await readLatestOtp(request, adviser);
  const validated = await request.get(`${adminLoginPaths.validateOtp}?mobile=${adviser}&otp=${otp}`);
  return ((await validated.json()) as { result: string }).result;
}

/**
 * A policy bought elsewhere, added to the customer's vault with a photo of it (its `details` over Asha Verma's
 * own cover ending 31/03/2027); answers its id.
 */
export async function addPolicy(request: APIRequestContext, token: string, details: object): Promise<number> {
  const added = await request.post('/api/Insurance/Policies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      policy: JSON.stringify({
        endDate: '2027-03-31',
        members: [{ name: 'Asha Verma', relation: 'Self' }],
        ...details,
      }),
      photo: { name: 'policy.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return ((await added.json()) as { result: { id: number } }).result.id;
}

/**
 * A new customer signed in on the page, with a policy of theirs (`details`, as addPolicy takes them) added to the
 * vault: answers their authorization header and the policy's id.
 */
export async function customerWithPolicy(page: Page, details: object) {
  const token = await seedSession(page, uniqueMobile());
  return {
    customer: { authorization: `Bearer ${token}` },
    policyId: await addPolicy(page.request, token, details),
  };
}
