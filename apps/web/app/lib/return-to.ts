// Back to where you were: a screen that needs a login sends the visitor to /login?next=<where they were>, and
// the login screen returns there. Only a path of this site is followed; anything else (//evil.com,
// https://…, /\evil.com, javascript:…) goes Home, so the link cannot be used to send someone elsewhere.

import { localeOfPath } from './locale-paths';

const NO_RETURN = new Set(['/', '/login', '/signup', '/hi', '/hi/login', '/hi/signup']);

/** The path to go to after login: `next` when it is a same-origin relative path, else Home. */
export function safeNext(next: string | null | undefined): string {
  // long enough for the application form's address, which carries the quote (about 1,000 characters)
  if (!next || next.length > 4000) return '/';
  // a single leading slash, then no second slash or backslash: never a protocol-relative or scheme URL
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if ([...next].some((c) => c < ' ' || c === '\u007f' || c === '\\')) return '/';
  try {
    const base = 'https://bimasetu.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * The login screen's address that returns to `from` (a path, with its query) after login; a Hindi page's is the
 * Hindi login (/hi/login), which returns to that Hindi page.
 */
export function loginHref(from: string): string {
  const path = safeNext(from);
  const login = localeOfPath(path) === 'hi' ? '/hi/login' : '/Login';
  return NO_RETURN.has(path.split('?')[0]!.toLowerCase())
    ? login
    : `${login}?next=${encodeURIComponent(path)}`;
}
