import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** sha256 hashes of the inline scripts the prerendered pages carry (React Router's hydration data). */
  inlineScriptHashes: string[];
  production: boolean;
}

/** The CSP and the other security headers, computed once: they are the same for every response. */
export function securityHeaders(inlineScriptHashes: string[], production: boolean): Record<string, string> {
  const scriptSrc = ["'self'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)].join(' ');
  const csp = [
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
  return {
    'content-security-policy': csp,
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
 * The headers of an API answer: JSON that is never a document, never framed, never cached (it may hold personal
 * data) and never read by another site. Shorter than the page set, and sent on every API call.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The API documentation at /api/docs is a page with its own scripts, so it gets the page headers. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers with a strict CSP. The headers are set from one precomputed object in a synchronous hook: @fastify/helmet rebuilt them on every
 * request and, with an async hook, cost two thirds of the throughput of a small route (docs/decisions.md).
 */
export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  const pageHeaders = securityHeaders(options.inlineScriptHashes, options.production);
  const apiHeaders = apiSecurityHeaders(options.production);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
