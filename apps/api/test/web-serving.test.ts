import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

/** A small client build: two prerendered pages, the SPA fallback with an inline script, a hashed asset. */
function writeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bimasetu-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'about-us'));
  const fallback =
    '<!doctype html><html><body><div id="app">spa</div><script>window.boot=1</script>' +
    '<script type="module">import "/assets/manifest-0a1b2c.js";</script></body></html>';
  // The shape of React Router's build manifest: paths relative to their parent, layouts without one.
  const routes = {
    root: { id: 'root', path: '' },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true },
    'routes/about-us': { id: 'routes/about-us', parentId: 'root', path: 'about-us' },
    'routes/messages': { id: 'routes/messages', parentId: 'root', path: 'messages' },
    'routes/profile': { id: 'routes/profile', parentId: 'root', path: 'Profile' },
    'routes/admin/shell': { id: 'routes/admin/shell', parentId: 'root' },
    'routes/admin/request': {
      id: 'routes/admin/request',
      parentId: 'routes/admin/shell',
      path: 'admin/requests/:id',
    },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
  };
  writeFileSync(
    join(dist, 'assets', 'manifest-0a1b2c.js'),
    `window.__reactRouterManifest=${JSON.stringify({ routes })};`,
  );
  writeFileSync(join(dist, '__spa-fallback.html'), fallback);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>home</body></html>');
  writeFileSync(join(dist, 'about-us', 'index.html'), '<!doctype html><html><body>about</body></html>');
  const script = 'console.log("hashed asset");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  return dist;
}

const test = useTestApp({ env: { WEB_DIST: writeWebBuild() } });

describe('serving the web app', () => {
  it('serves prerendered pages, uncached', async () => {
    const about = await fetch(`${test.url}/about-us`);
    expect(await about.text()).toContain('about');
    expect(about.headers.get('cache-control')).toBe('no-cache');
    const home = await fetch(`${test.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home');
    for (const path of ['/about-us/', '/About-Us']) {
      const response = await fetch(`${test.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('about');
    }
  });

  it('answers client routes with the SPA fallback so they survive a reload', async () => {
    for (const path of [
      '/messages',
      '/Profile',
      '/profile/',
      '/admin/requests/42',
      '/Admin/Requests/42/?x=1',
    ]) {
      const response = await fetch(`${test.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('spa');
    }
  });

  it('answers paths that are no route of the app with the not-found page and status 404', async () => {
    for (const path of ['/no/such/page', '/messages/extra', '/admin/requests', '/admin/requests/1/2']) {
      const response = await fetch(`${test.url}${path}`);
      expect(response.status, path).toBe(404);
      // The fallback renders the app's own not-found route in the browser.
      expect(await response.text()).toContain('spa');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const head = await fetch(`${test.url}/no/such/page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('serves hashed assets precompressed with long immutable caching', async () => {
    const response = await fetch(`${test.url}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('hashed asset');
  });

  it('allows exactly the inline scripts of the build in its CSP', async () => {
    const csp = (await fetch(`${test.url}/messages`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline';script");
  });

  it("gives each prerendered page a CSP with only its own inline scripts' hashes", async () => {
    const fallbackHash = createHash('sha256').update('window.boot=1').digest('base64');
    const fallback = (await fetch(`${test.url}/messages`)).headers.get('content-security-policy') ?? '';
    expect(fallback).toContain(`'sha256-${fallbackHash}'`);
    // The about page has no inline script, so no hash is allowed on it; the rest of the policy is the same.
    const about = (await fetch(`${test.url}/About-Us/`)).headers.get('content-security-policy') ?? '';
    expect(about).toContain("script-src 'self';");
    expect(about).not.toContain('sha256-');
    expect(about.replace("script-src 'self';", '')).toBe(fallback.replace(/script-src [^;]+;/, ''));
  });

  it("sends a hashed asset only the headers that apply to it, not a page's CSP", async () => {
    const response = await fetch(`${test.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A missing asset is still answered as JSON 404 without a page's headers.
    const missing = await fetch(`${test.url}/assets/none-000.js`);
    expect(missing.status).toBe(404);
  });

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${test.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ isSuccess: false, message: 'Not found' });
  });
});
