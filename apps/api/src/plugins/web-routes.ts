import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A route of the web app as segments: literal text (lower-cased), ':' for a parameter, '?' for an optional one. */
export type RoutePattern = readonly string[];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/**
 * The web app's routes, read from the React Router manifest the build references from its SPA fallback, so the
 * server knows the same pages the browser does without a copied list. Undefined when there is no manifest.
 */
export function readWebRoutes(root: string): RoutePattern[] | undefined {
  const fallback = ['__spa-fallback.html', 'index.html'].map((f) => join(root, f)).find(existsSync);
  if (!fallback) return undefined;
  const name = /\/assets\/(manifest-[\w-]+\.js)/.exec(readFileSync(fallback, 'utf8'))?.[1];
  if (!name || !existsSync(join(root, 'assets', name))) return undefined;
  const source = readFileSync(join(root, 'assets', name), 'utf8').trim();
  if (!source.startsWith(MANIFEST_PREFIX)) return undefined;
  const manifest = JSON.parse(source.slice(MANIFEST_PREFIX.length).replace(/;$/, '')) as {
    routes: Record<string, ManifestRoute>;
  };
  const routes = manifest.routes;
  const fullPath = (route: ManifestRoute): string[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [...(parent ? fullPath(parent) : []), ...(route.path ? route.path.split('/') : [])];
  };
  const parents = new Set(Object.values(routes).flatMap((r) => (r.parentId ? [r.parentId] : [])));
  return Object.values(routes)
    .filter((route) => !parents.has(route.id) || route.index)
    .map(fullPath)
    .filter((segments) => !segments.includes('*'))
    .map((segments) =>
      segments
        .filter((s) => s !== '')
        .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '?' : ':') : s.toLowerCase())),
    );
}

function matches(pattern: RoutePattern, segments: readonly string[]): boolean {
  const required = pattern.filter((s) => s !== '?').length;
  if (segments.length < required || segments.length > pattern.length) return false;
  return segments.every((segment, i) => {
    const expected = pattern[i];
    return expected === ':' || expected === '?' || expected === segment;
  });
}

/** Whether a request path is one of the app's pages: case-insensitive, trailing slashes ignored. */
export function isWebRoute(routes: readonly RoutePattern[], path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const segments = decoded
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '');
  return routes.some((pattern) => matches(pattern, segments));
}
