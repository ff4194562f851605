// The browser session, kept in the localStorage keys of account spec §3, and the logged-in rule of §4.
import { useSyncExternalStore } from 'react';

export const SESSION_KEYS = {
  token: 'junk',
  isLoggedin: 'isLoggedin',
  user: 'user',
  mobile: 'mobile',
  userId: 'userid',
} as const;

export interface Session {
  loggedIn: boolean;
  token: string | null;
  mobile: string | null;
  userId: string | null;
}

/** Why the session last ended: the customer chose to, or the server stopped accepting the token. */
export type SessionEndReason = 'logout' | 'expired';

const LOGGED_OUT: Session = { loggedIn: false, token: null, mobile: null, userId: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Logged in if junk exists; otherwise if isLoggedin is "true" or user is "loggedin" (§4). */
export function isLoggedIn(store: Pick<Storage, 'getItem'>): boolean {
  if (store.getItem(SESSION_KEYS.token) !== null) return true;
  return store.getItem(SESSION_KEYS.isLoggedin) === 'true' || store.getItem(SESSION_KEYS.user) === 'loggedin';
}

export function readSession(store: Storage | null = storage()): Session {
  if (!store) return LOGGED_OUT;
  return {
    loggedIn: isLoggedIn(store),
    token: store.getItem(SESSION_KEYS.token),
    mobile: store.getItem(SESSION_KEYS.mobile),
    userId: store.getItem(SESSION_KEYS.userId),
  };
}

export function getToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) ?? null;
}

const listeners = new Set<() => void>();
// Starts as the prerendered (logged-out) value, so a logged-out visitor's first read in the browser is the very
// object the server snapshot gave: no re-render of every session reader right after hydration.
let snapshot: Session = LOGGED_OUT;
let lastEndReason: SessionEndReason | null = null;

function notify() {
  listeners.forEach((listener) => listener());
}

/** After a successful OTP validation: token, logged-in flags and mobile are stored (§4). */
export function storeLogin(token: string, mobile: string) {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.token, token);
  store.setItem(SESSION_KEYS.isLoggedin, 'true');
  store.setItem(SESSION_KEYS.user, 'loggedin');
  store.setItem(SESSION_KEYS.mobile, mobile);
  lastEndReason = null;
  notify();
}

export function storeUserId(userId: string | number) {
  storage()?.setItem(SESSION_KEYS.userId, String(userId));
  notify();
}

/** Logout per §4: junk, user, mobile and userid removed, isLoggedin set to "false". */
export function clearSession(reason: SessionEndReason = 'logout') {
  const store = storage();
  if (store) {
    store.removeItem(SESSION_KEYS.token);
    store.removeItem(SESSION_KEYS.user);
    store.removeItem(SESSION_KEYS.mobile);
    store.removeItem(SESSION_KEYS.userId);
    store.setItem(SESSION_KEYS.isLoggedin, 'false');
  }
  lastEndReason = reason;
  notify();
}

/** The reason of the last clearSession call in this page, read once. */
export function takeSessionEndReason(): SessionEndReason | null {
  const reason = lastEndReason;
  lastEndReason = null;
  return reason;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Read afresh each time (writes by other code or tabs count too), but keep the same object while nothing changed.
function getSnapshot(): Session {
  const next = readSession();
  if (
    snapshot.loggedIn !== next.loggedIn ||
    snapshot.token !== next.token ||
    snapshot.mobile !== next.mobile ||
    snapshot.userId !== next.userId
  ) {
    snapshot = next;
  }
  return snapshot;
}

/** The current session; logged out while prerendering, then the stored one once the page is in the browser. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSnapshot, () => LOGGED_OUT);
}
