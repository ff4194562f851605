import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import { pageCsp } from './security.ts';
import { readSitePages, registerSiteFiles, type SitePages } from './site-files.ts';
import { isWebRoute, readWebRoutes, type RoutePattern } from './web-routes.ts';

export interface WebBuild {
  root: string;
  /** Lower-cased route path -> the prerendered file for it, e.g. "/about-us" -> "about-us/index.html". */
  pages: Map<string, string>;
  inlineScriptHashes: string[];
  /** Each HTML file (relative path) -> the CSP allowing only its own inline scripts. */
  pageCsps: Map<string, string>;
  /** The app's routes from its manifest; without one every path is taken for a page. */
  routes: RoutePattern[] | undefined;
  /** The public pages and the site's address, for sitemap.xml; undefined when the build does not list them. */
  site: SitePages | undefined;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Reads the client build once at boot: which pages are prerendered, and the hashes of their inline scripts. */
export function readWebBuild(webDist: string): WebBuild | undefined {
  const root = resolve(webDist);
  if (!existsSync(join(root, '__spa-fallback.html')) && !existsSync(join(root, 'index.html')))
    return undefined;
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  const pageCsps = new Map<string, string>();
  for (const file of htmlFiles(root)) {
    const rel = relative(root, file).split(sep).join('/');
    if (rel.endsWith('index.html'))
      pages.set(`/${rel.slice(0, -'index.html'.length)}`.replace(/\/$/, '').toLowerCase() || '/', rel);
    const own: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(
      /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      if (match[1]) own.push(createHash('sha256').update(match[1]).digest('base64'));
    }
    for (const hash of own) hashes.add(hash);
    pageCsps.set(rel, pageCsp([...new Set(own)]));
  }
  return {
    root,
    pages,
    inlineScriptHashes: [...hashes],
    pageCsps,
    routes: readWebRoutes(root),
    site: readSitePages(root),
  };
}

const isHashedAsset = (path: string) => path.includes(`${sep}assets${sep}`) || path.includes('/assets/');

/**
 * Serves the web app: precompressed files, hashed assets cached for a year, HTML never cached long.
 * Any non-API path without a file gets its prerendered page or the SPA fallback, so client routes survive a reload;
 * a path that is no route of the app gets the fallback too (which shows the not-found page) but with status 404,
 * so search engines and monitors see it as missing. robots.txt and sitemap.xml come from the build's page table.
 */
export async function registerWeb(app: FastifyInstance, build: WebBuild | undefined): Promise<void> {
  registerSiteFiles(app, build?.site);
  if (build) {
    await app.register(fastifyStatic, {
      root: build.root,
      preCompressed: true,
      cacheControl: false,
      index: false,
      redirect: false,
      // Routes only for the files the build has; every other path reaches the page fallback below.
      wildcard: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (!build || !isPage) {
      return reply.status(404).send({ isSuccess: false, message: apiMessages.notFound });
    }
    const key = path.replace(/\/+$/, '').toLowerCase() || '/';
    const page = build.pages.get(key);
    const known = page !== undefined || !build.routes || isWebRoute(build.routes, path);
    const file = page ?? '__spa-fallback.html';
    const csp = build.pageCsps.get(file);
    if (csp) reply.header('content-security-policy', csp);
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(file, { cacheControl: false });
  });
}
