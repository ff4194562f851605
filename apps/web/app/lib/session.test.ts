import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  isLoggedIn,
  readSession,
  storeLogin,
  storeUserId,
  takeSessionEndReason,
  useSession,
} from './session';

// The keys are spelled out on purpose: they are the spec's own names (account spec §3), so a renamed
// SESSION_KEYS entry must fail here. Other tests use SESSION_KEYS.
beforeEach(() => localStorage.clear());

describe('the logged-in rule (§4)', () => {
  it('is logged in when junk exists, whatever the flags say', () => {
    localStorage.setItem('junk', 'token');
    localStorage.setItem('isLoggedin', 'false');
    expect(isLoggedIn(localStorage)).toBe(true);
  });

  it('is logged in without junk when isLoggedin is "true" or user is "loggedin"', () => {
    localStorage.setItem('isLoggedin', 'true');
    expect(isLoggedIn(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem('user', 'loggedin');
    expect(isLoggedIn(localStorage)).toBe(true);
  });

  it('is logged out otherwise', () => {
    expect(isLoggedIn(localStorage)).toBe(false);
    localStorage.setItem('isLoggedin', 'false');
    localStorage.setItem('user', 'someone');
    expect(isLoggedIn(localStorage)).toBe(false);
  });
});

describe('storing and clearing the session', () => {
  it('stores token, flags and mobile on login', () => {
    storeLogin('tok', '9876543210');
    expect(localStorage.getItem('junk')).toBe('tok');
    expect(localStorage.getItem('isLoggedin')).toBe('true');
    expect(localStorage.getItem('user')).toBe('loggedin');
    expect(localStorage.getItem('mobile')).toBe('9876543210');
    expect(readSession()).toEqual({ loggedIn: true, token: 'tok', mobile: '9876543210', userId: null });
  });

  it('removes junk, user, mobile and userid and sets isLoggedin to false on logout', () => {
    storeLogin('tok', '9876543210');
    storeUserId(7);
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(localStorage.getItem('junk')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('mobile')).toBeNull();
    expect(localStorage.getItem('userid')).toBeNull();
    expect(localStorage.getItem('isLoggedin')).toBe('false');
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(takeSessionEndReason()).toBe('logout');
    expect(takeSessionEndReason()).toBeNull();
  });

  it('tells subscribed components when the session changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    act(() => storeLogin('tok', '9876543210'));
    expect(result.current).toMatchObject({ loggedIn: true, mobile: '9876543210' });
    act(() => clearSession('expired'));
    expect(result.current.loggedIn).toBe(false);
  });
});
