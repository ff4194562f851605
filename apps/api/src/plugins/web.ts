import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';

export interface WebBuild {
  root: string;
  /** Lower-cased route path -> the prerendered file for it, e.g. "/about-us" -> "about-us/index.html". */
  pages: Map<string, string>;
  inlineScriptHashes: string[];
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
  for (const file of htmlFiles(root)) {
    const rel = relative(root, file).split(sep).join('/');
    if (rel.endsWith('index.html'))
      pages.set(`/${rel.slice(0, -'index.html'.length)}`.replace(/\/$/, '').toLowerCase() || '/', rel);
    for (const match of readFileSync(file, 'utf8').matchAll(
      /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      if (match[1]) hashes.add(createHash('sha256').update(match[1]).digest('base64'));
    }
  }
  return { root, pages, inlineScriptHashes: [...hashes] };
}

const isHashedAsset = (path: string) => path.includes(`${sep}assets${sep}`) || path.includes('/assets/');

/**
 * Serves the web app: precompressed files, hashed assets cached for a year, HTML never cached long.
 * Any non-API path without a file gets its prerendered page or the SPA fallback, so client routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, build: WebBuild | undefined): Promise<void> {
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
    const page = build.pages.get(key) ?? '__spa-fallback.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
}
