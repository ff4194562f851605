// The after-sale journeys' shared parts: an adviser logged in through the OTP flow, and a small stand-in photo.
import { adminLoginPaths } from '@bimasetu/contract';
import { addAdviser, readLatestOtp, uniqueMobile, type APIRequestContext } from './fixtures';

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
