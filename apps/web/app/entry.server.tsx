// The server entry runs only at build time (ssr is off): it prerenders the public pages and the SPA fallback.
// React Router's default entry streams: a part behind a Suspense boundary (the lazy query client provider on /faq
// and /contactus) arrived as a "Loading…" placeholder, its real content moved in by a script at the end of the
// document, so the page painted the placeholder and then jumped (CLS 0.6 on /contactus). Here the page is rendered
// whole: React's static prerender waits for everything, and an unlimited progressive chunk size stops React from
// moving a large finished boundary (over about 12 KB) out of place.
// The page then goes out without `<link rel="modulepreload">` hints: fetched at high priority, the JavaScript (130 KB
// and more) competed with the stylesheet on a slow connection and ran before the first paint, so a page that
// arrives ready was shown about a second later (Lighthouse mobile LCP 2.1 s on the home page, 1.0 s without). The
// module script at the end of the page still imports everything; the browser finds the rest as it goes, and React
// adds the same hints once it has hydrated.
// A prerendered page also names the chunks of the words its route needs in its language (word-chunks.ts), fetched
// with the route's own modules; the root then finds them loaded when it hydrates.
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import wordChunks from 'virtual:word-chunks';
import { localeOfPath } from '~/lib/locale-paths';
import { SHELL_WORDS, type Locale, type PageWords, type WordKey } from '~/lib/words';
import { loadPageWords } from '~/words/load';

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/** The words the matched routes name in their handles, with those every page shows. */
function pageWordKeys(context: EntryContext): WordKey[] {
  const handles = context.staticHandlerContext.matches.map((m) => m.route.handle as Partial<PageWords>);
  return [...SHELL_WORDS, ...handles.flatMap((h) => h?.words ?? [])];
}

/** A module script importing the page's words (none for the SPA fallback, whose page is not known yet). */
function wordsScript(locale: Locale, keys: WordKey[], context: EntryContext): string {
  if (context.isSpaMode) return '';
  const files = new Set(keys.flatMap((key) => wordChunks[`${locale}:${key}`] ?? []));
  if (files.size === 0) return '';
  // async, like React Router's own module script: a deferred one would hold DOMContentLoaded until the words came
  return `<script type="module" async>${[...files].map((f) => `import ${JSON.stringify(f)};`).join('')}</script>`;
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const keys = pageWordKeys(context);
  // loaded before rendering: a render that suspended at the root lost React Router's hydration data from the page
  await loadPageWords(locale, keys);
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={context} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks)
    .toString('utf8')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `${wordsScript(locale, keys, context)}</body>`);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
