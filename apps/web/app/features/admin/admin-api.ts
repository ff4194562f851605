// Every console call: the adviser's own token, a 401 that sends the adviser back to /admin/login, and the words
// shown when a call fails.
import { adminPaths, apiPaths, type adminMe, type OverviewResponse } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest, type ApiRequestOptions } from '~/lib/api-client';
import { clearAdminToken, getAdminToken } from './admin-session';

export const NOT_AN_ADVISER =
  'This mobile number is not registered as an adviser. Log in with an adviser’s mobile number, or ask your administrator to add you.';

/** Calls /api/Admin/* with the adviser's token. A 401 forgets the token (reason "expired"). */
export async function adminRequest<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'token'> = {},
): Promise<T> {
  const token = getAdminToken();
  try {
    return await apiRequest<T>(path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) clearAdminToken('expired');
    throw error;
  }
}

/** What to tell the adviser when a call failed. */
export function adminErrorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return NOT_AN_ADVISER;
    if (error.isNetworkError) return 'We could not reach the server. Check your connection and try again.';
    if (error.status === 404) return 'This record no longer exists.';
    if (error.status === 400 && error.serverMessage) return error.serverMessage;
  }
  return fallback;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Query keys: everything of the console sits under "admin", so logging out can drop it all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  overview: ['admin', 'overview'] as const,
  requests: ['admin', 'requests'] as const,
  conversations: ['admin', 'conversations'] as const,
  enquiries: ['admin', 'enquiries'] as const,
  leads: ['admin', 'leads'] as const,
  faqs: ['admin', 'faqs'] as const,
};

/** GET /api/Admin/Me: who is signed in to the console. */
export const adminMeQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => adminRequest<z.infer<typeof adminMe>>(adminPaths.me, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** POST /api/Admin/Logout; the token is forgotten by the caller either way. */
export const adminLogout = () => adminRequest(adminPaths.logout, { method: 'POST' });

/** GET /api/Admin/Overview, always fresh: it is what is waiting now. */
export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: ({ signal }) => adminRequest<OverviewResponse>(adminPaths.overview, { signal }),
  staleTime: 0,
});

/** Answers true for an adviser's token; revokes a customer's and answers false. */
export async function isAdviserToken(token: string): Promise<boolean> {
  try {
    await apiRequest(adminPaths.me, { token });
    return true;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403) throw error;
    await apiRequest(apiPaths.logout, { method: 'POST', token }).catch(() => undefined);
    return false;
  }
}
