// Back to where you were: a screen that needs a login sends the visitor to /login?next=<where they were>, and
// the login screen returns there. The target is resolved as a URL against our own origin, as the browser would,
// and followed only when it stays on our origin and its path is one of our pages (`isSitePage` in pages.ts, which
// the login route hands in: lib/ does not import the app layer); anything else
// (//evil.example, /.//evil.example, /%2e//evil.example, https://…, /\evil.example, javascript:…) goes Home, so the
// link cannot send anyone elsewhere (issue 31).

import { localeOfPath } from './locale-paths';

const NO_RETURN = new Set(['/', '/login', '/signup', '/hi', '/hi/login', '/hi/signup']);
const OURS = 'https://bimasetu.invalid';

/** Every path counts as a page; enough where the path is our own location (loginHref). */
const anyPath = () => true;

/**
 * The path to go to after login: `next` when it resolves to our origin and `isOurPage` says its path is one of
 * our pages, else Home.
 */
export function safeNext(
  next: string | null | undefined,
  isOurPage: (pathname: string) => boolean = anyPath,
): string {
  // long enough for the application form's address, which carries the quote (about 1,000 characters)
  if (!next || next.length > 4000) return '/';
  // the URL parser drops tabs and newlines and reads a backslash as a slash: refuse them rather than guess
  if ([...next].some((c) => c < ' ' || c === '\u007f' || c === '\\')) return '/';
  // a path of this site, never a protocol-relative or scheme URL
  if (!next.startsWith('/') || next.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(next, OURS);
  } catch {
    return '/';
  }
  // dot segments ("/.//x", "/%2e%2e//x", "/a/..//x") resolve to "//x": the origin is still ours, the path is not
  if (url.origin !== OURS || url.pathname.startsWith('//') || !isOurPage(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
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
