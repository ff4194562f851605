// Why a nominee's code was not sent or their death claim not started, as the code the screen's words say: the
// death-claim calls' own refusals, or a limit's message the shared OTP words already say (with its wait).
import { apiMessages, claimMessages, deathClaimExistsIn } from '@bimasetu/contract';
import type { OtpFailure } from '~/lib/otp-messages';

export interface NomineeRefusal {
  /**
   * 'not-found' | 'wrong-code' | 'expired' | 'too-many' | 'already-claimed' | 'failed', or a limit's message
   * (apiMessages).
   */
  error: string;
  retryAfterSeconds: number | null;
  /** 'already-claimed': the number of the death claim that already stands on the policy. */
  claimId?: number;
}

export function nomineeRefusal(failure: OtpFailure): NomineeRefusal {
  const refused = (error: string, retryAfterSeconds: number | null = null) => ({ error, retryAfterSeconds });
  // not the policy's nominee, or not on the nominee's mobile: the API says no more than "not found"
  if (failure.status === 404) return refused('not-found');
  if (failure.serverMessage === claimMessages.nomineeOtpWrong) return refused('wrong-code');
  if (failure.serverMessage === claimMessages.nomineeOtpExpired) return refused('expired');
  const standing = failure.status === 409 ? deathClaimExistsIn(failure.serverMessage ?? '') : undefined;
  if (standing) return { ...refused('already-claimed'), claimId: standing.claimId };
  if (failure.status === 429) {
    const wait = failure.retryAfterSeconds ?? null;
    const tooMany = !failure.serverMessage || failure.serverMessage === apiMessages.otpTooMany;
    return refused(tooMany ? 'too-many' : failure.serverMessage!, wait);
  }
  return refused('failed');
}
