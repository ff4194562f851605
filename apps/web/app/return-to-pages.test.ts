// The ?next= rule (lib/return-to.ts) against the real page table (pages.ts), as the login route uses it: hostile
// and friendly targets, encoded, with mixed slashes, backslashes, tabs and newlines, dot segments and schemes.
import { describe, expect, it } from 'vitest';
import { safeNext as followed } from './lib/return-to';
import { isSitePage } from './pages';

const safeNext = (next: string | null) => followed(next, isSitePage);

describe('safeNext', () => {
  it.each([
    ['/knowmyrequest', '/knowmyrequest'],
    ['/knowmyrequest?ref=BS-7K2M9Q4X', '/knowmyrequest?ref=BS-7K2M9Q4X'],
    ['/messages#latest', '/messages#latest'],
    ['/Profile', '/Profile'],
    ['/profile', '/profile'],
    ['/hi/knowmyrequest', '/hi/knowmyrequest'],
    ['/hi', '/hi'],
    ['/dashboard?quote=%7B%22line%22%3A%22term%22%7D', '/dashboard?quote=%7B%22line%22%3A%22term%22%7D'],
    // dot segments that stay on one of our pages are followed, as the browser would resolve them
    ['/a/../knowmyrequest', '/knowmyrequest'],
    ['/./messages', '/messages'],
    ['/%2e/messages', '/messages'],
  ])('follows %j of this site to %j', (next, to) => expect(safeNext(next)).toBe(to));

  it.each([
    null,
    '',
    // another origin, written every way a browser would still follow
    '//evil.example',
    '//evil.example/knowmyrequest',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'https://evil.example/knowmyrequest',
    'http://localhost:8080/knowmyrequest',
    'HTTPS://evil.example',
    'https:evil.example',
    '//evil.example@bimasetu.in',
    'evil.example',
    // dot segments that normalise to a protocol-relative address (issue 31)
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/././/evil.example',
    // tabs, newlines and other controls the URL parser would drop
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example\n',
    '\t//evil.example',
    '/\r\n//evil.example',
    // schemes
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // not one of our pages
    '/nowhere',
    '/admin',
    '/admin/requests',
    '/%2F%2Fevil.example',
    `/${'a'.repeat(4001)}`,
  ])('sends %j Home', (next) => expect(safeNext(next)).toBe('/'));
});
