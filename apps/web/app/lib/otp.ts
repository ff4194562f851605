// The two OTP calls (account spec §7), shared by the login screen and Know My Request Status.
import { apiPaths, type OtpRefusal } from '@bimasetu/contract';
import { ApiError, apiRequest, serverTextOf } from './api-client';
import type { OtpFailure } from './otp-messages';

interface OtpAnswer {
  isSuccess: boolean;
  message: string;
  result?: string;
}

/** Where the two calls go: the customers' by default, the advisers' for the console's login. */
export interface OtpPaths {
  generateOtp: string;
  validateOtp: string;
}

/** POST GenerateOTP?mobile=… with no body. Throws ApiError when the OTP was not sent. */
export async function requestOtp(mobile: string, paths: OtpPaths = apiPaths): Promise<string> {
  const answer = await apiRequest<OtpAnswer>(paths.generateOtp, {
    method: 'POST',
    query: { mobile },
    auth: false,
  });
  return answer.message;
}

/** GET ValidateOTP?mobile=…&otp=…; answers the bearer token. Throws ApiError when the code is refused. */
export async function verifyOtp(mobile: string, otp: string, paths: OtpPaths = apiPaths): Promise<string> {
  const answer = await apiRequest<OtpAnswer>(paths.validateOtp, { query: { mobile, otp }, auth: false });
  if (!answer?.result) throw new ApiError(200, answer?.message ?? null, answer);
  return answer.result;
}

/** The parts of a failure the OTP messages are chosen from. */
export function otpFailure(error: unknown): OtpFailure {
  if (error instanceof ApiError) {
    const body = error.body;
    const answered = typeof body === 'object' && body !== null && 'isSuccess' in body;
    const wait = answered ? (body as Partial<OtpRefusal>).retryAfterSeconds : undefined;
    const failure: OtpFailure = {
      status: error.status,
      serverMessage: error.serverMessage,
      serverText: error.status === 0 ? null : serverTextOf(body),
      answered,
    };
    if (typeof wait === 'number' && Number.isInteger(wait) && wait >= 0) failure.retryAfterSeconds = wait;
    return failure;
  }
  return { status: -1, serverMessage: null, answered: false };
}
