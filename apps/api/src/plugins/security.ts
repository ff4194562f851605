import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** sha256 hashes of the inline scripts the prerendered pages carry (React Router's hydration data). */
  inlineScriptHashes: string[];
  production: boolean;
}

/**
 * The page CSP allowing exactly these inline scripts. A prerendered page gets one with only its own scripts'
 * hashes (registerWeb), about 0.4 KB; the set with every page's hashes (over 5 KB) goes only on the other
 * documents the server sends.
 */
export function pageCsp(inlineScriptHashes: readonly string[]): string {
  const scriptSrc = ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
}

/** The CSP and the other security headers of a document, computed once. */
export function securityHeaders(inlineScriptHashes: string[], production: boolean): Record<string, string> {
  return {
    'content-security-policy': pageCsp(inlineScriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of an API answer: never a document, never framed, never cached (it may hold personal data) and
 * never read by another site. Shorter than the page set, and sent on every API call. `sandbox` is for the one
 * API answer that is not JSON, a policy document: opened in a tab, it runs no script and has no origin.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of a hashed script, stylesheet or font of the build: it is never a document, so a CSP (which would
 * be over 5 KB with every page's script hashes, repeated on each of a page's forty-odd files) does nothing for it.
 * Only what applies to a subresource is sent: no sniffing, no use by another site.
 */
export function assetSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The API documentation at /api/docs is a page with its own scripts, so it gets the page headers. The health
 * checks and /metrics are answers for machines, polled every few seconds: the API's short set, not the page
 * CSP with every script hash (4.5 KB, over nginx's default header buffer).
 */
const OPERATOR_PATHS = /^\/(?:healthz|readyz|metrics)(?:[?#]|$)/;
const isApiCall = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || OPERATOR_PATHS.test(url);
/** The build's scripts, stylesheets and fonts (an SVG can run script, so it keeps the document headers). */
const isAsset = (url: string) => /^\/(?:assets|fonts)\/[^?#]+\.(?:js|css|woff2)(?:[?#]|$)/.test(url);

/**
 * Security headers with a strict CSP. The headers are set from one precomputed object in a synchronous hook: @fastify/helmet rebuilt them on every
 * request and, with an async hook, cost two thirds of the throughput of a small route (docs/decisions.md).
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const pageHeaders = securityHeaders(options.inlineScriptHashes, options.production);
  const apiHeaders = apiSecurityHeaders(options.production);
  const assetHeaders = assetSecurityHeaders(options.production);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiCall(url) ? apiHeaders : isAsset(url) ? assetHeaders : pageHeaders);
    done();
  });
}
