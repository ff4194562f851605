import { ADMIN_API_BASE } from './admin.ts';

/** The advisers' own OTP calls: the same query and answer as the customers' (schemas/auth.ts). */
export const adminLoginPaths = {
  generateOtp: `${ADMIN_API_BASE}/GenerateOTP`,
  validateOtp: `${ADMIN_API_BASE}/ValidateOTP`,
} as const;

export const adminLoginMessages = {
  notAnAdviser: 'This mobile number is not registered as an adviser',
} as const;
