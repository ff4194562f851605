import { apiMessages, claimMessages, deathClaimExists } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { nomineeRefusal } from './nominee-refusal';

const failure = (status: number, serverMessage: string | null, retryAfterSeconds?: number) => ({
  status,
  serverMessage,
  answered: true,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

describe('nomineeRefusal', () => {
  it('says a policy that does not name this nominee on this mobile is not found', () => {
    expect(nomineeRefusal(failure(404, apiMessages.notFound))).toEqual({
      error: 'not-found',
      retryAfterSeconds: null,
    });
  });

  it('names the death claim that already stands on the policy', () => {
    expect(nomineeRefusal(failure(409, deathClaimExists(41, 'DC/77')))).toEqual({
      error: 'already-claimed',
      retryAfterSeconds: null,
      claimId: 41,
    });
    expect(nomineeRefusal(failure(409, deathClaimExists(7, ''))).claimId).toBe(7);
  });

  it('tells a wrong code from an expired one', () => {
    expect(nomineeRefusal(failure(400, claimMessages.nomineeOtpWrong)).error).toBe('wrong-code');
    expect(nomineeRefusal(failure(400, claimMessages.nomineeOtpExpired)).error).toBe('expired');
  });

  it('says too many wrong codes in its own words, and keeps the wait of a send limit', () => {
    expect(nomineeRefusal(failure(429, apiMessages.otpTooMany)).error).toBe('too-many');
    expect(nomineeRefusal(failure(429, apiMessages.otpResendTooSoon, 12))).toEqual({
      error: apiMessages.otpResendTooSoon,
      retryAfterSeconds: 12,
    });
  });

  it('says anything else failed rather than repeating the server', () => {
    expect(nomineeRefusal(failure(400, 'otp: must be exactly 4 digits')).error).toBe('failed');
    expect(nomineeRefusal({ status: 0, serverMessage: null, answered: false }).error).toBe('failed');
  });
});
