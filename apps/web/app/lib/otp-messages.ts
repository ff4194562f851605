// What a person reads when sending or validating an OTP fails (account spec §8), as pure functions. Shared by the
// customer login and the advisers' login.
import { loginMessages } from '@bimasetu/contract';

export interface OtpFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The API's own message, if it gave one. */
  serverMessage: string | null;
  /** True when the server answered with a body saying isSuccess false (as opposed to no usable answer). */
  answered: boolean;
  /**
   * The server's own text where serverMessage holds the API client's words instead (a 503's, or null when the
   * server could not be reached): §8's catalogue reads it, to say "Try after few minutes" for a database away and
   * "Network error. Please check your connection." when nothing answered. Absent: serverMessage is the server's.
   */
  serverText?: string | null;
  /** A limit's refusal: seconds until the next try may come (the server's fact), absent for other failures. */
  retryAfterSeconds?: number;
}

const TRANSIENT_DB = /database|db (is )?(busy|locked|unavailable)|sqlite_busy|deadlock|connection pool/i;
const TRANSIENT = /transient|retry/i;

/** The rules of §8, in their order: the first that matches wins. */
export function validateOtpMessage({ status, serverMessage, serverText, answered }: OtpFailure): string {
  const text = ((serverText === undefined ? serverMessage : serverText) ?? '').trim();
  const lower = text.toLowerCase();
  if (lower.includes('otp expired')) return loginMessages.otpExpired;
  if (lower.includes('invalid otp')) return loginMessages.otpIncorrect;
  if (lower.includes('user not found')) return loginMessages.userNotFound;
  if (lower.includes('too many attempts')) return loginMessages.tooManyAttempts;
  if (text && TRANSIENT_DB.test(text)) return loginMessages.transientDb;
  if (text && TRANSIENT.test(text)) return loginMessages.transient;
  if (text) return text;
  if (status === 404) return loginMessages.notFound404;
  if (status === 0) return loginMessages.network;
  if (answered) return loginMessages.validateNoMessage;
  return loginMessages.genericValidate;
}

/** Sending: the server's message when it gives one, otherwise "Failed to send OTP" / "Failed to resend OTP". */
export function sendOtpMessage(
  { serverMessage }: Pick<OtpFailure, 'serverMessage'>,
  resend: boolean,
): string {
  const text = (serverMessage ?? '').trim();
  if (text) return text;
  return resend ? loginMessages.resendFailed : loginMessages.sendFailed;
}
