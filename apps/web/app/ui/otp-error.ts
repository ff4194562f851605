// A login or OTP failure as the page says it: the message in the page's language and, after a limit's refusal,
// the wait the server gave ("Try again in 42 minutes").
import type { OtpLogin } from '~/lib/use-otp-login';
import { sayIn, useWords } from '~/lib/words';

/** `messages`: the screen's own words for its messages, looked up before the shared ones. */
export function useOtpError(login: Pick<OtpLogin, 'error' | 'retryAfterSeconds'>, messages: object = {}) {
  const words = useWords('phoneCheck');
  const own = (messages as Record<string, string | undefined>)[login.error ?? ''];
  const said = own ?? sayIn(words.messages)(login.error ?? undefined);
  if (said === undefined || login.retryAfterSeconds === null) return said;
  return `${said} ${words.tryAgainIn(login.retryAfterSeconds)}`;
}
