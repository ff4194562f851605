import { HOUR, MINUTE } from '../../lib/clock.ts';

// A 4-digit code is weaker than NIST SP 800-63B asks for, so these limits carry the weight.
export const otpPolicy = {
  lifetimeMs: 5 * MINUTE,
  maxAttemptsPerCode: 5,
  resendAfterMs: 15_000,
  maxSendsPerMobilePerHour: 5,
  maxFailuresPerMobilePerHour: 10,
  lockMs: HOUR,
} as const;

/** The tighter per-IP budget on every call that costs SMS credit or guesses a code (login's and a nominee's). */
export const OTP_IP_BUDGET = { ipBudget: { perMinute: 20 } } as const;
