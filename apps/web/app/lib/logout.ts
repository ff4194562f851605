// Ends the session on the server (the token is revoked) and in the browser (§4), even if the server is unreachable.
import { apiPaths } from '@bimasetu/contract';
import { apiRequest } from './api-client';
import { clearSession, getToken } from './session';

export async function logout(): Promise<void> {
  try {
    if (getToken()) await apiRequest(apiPaths.logout, { method: 'POST' });
  } catch {
    // The browser forgets the session either way; an expired token is already unusable.
  } finally {
    clearSession('logout');
  }
}
