// The adviser's token, kept in its own localStorage key: a customer session (junk, isLoggedin, user, mobile,
// userid) on the same browser is never read or touched by the console.
import { useSyncExternalStore } from 'react';

export const ADMIN_TOKEN_KEY = 'adminToken';

/** Why the console last forgot its token: the adviser logged out, or the server stopped accepting it. */
export type AdminEndReason = 'logout' | 'expired';

const listeners = new Set<() => void>();
let lastEndReason: AdminEndReason | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify() {
  listeners.forEach((listener) => listener());
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function storeAdminToken(token: string) {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  lastEndReason = null;
  notify();
}

export function clearAdminToken(reason: AdminEndReason = 'logout') {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  lastEndReason = reason;
  notify();
}

/** The reason of the last clearAdminToken call in this page, read once. */
export function takeAdminEndReason(): AdminEndReason | null {
  const reason = lastEndReason;
  lastEndReason = null;
  return reason;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token; undefined until the page runs in the browser (so nothing redirects while hydrating). */
export function useAdminToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, getAdminToken, () => undefined);
}
