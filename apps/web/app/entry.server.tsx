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
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={context} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8').replace(MODULE_PRELOAD, '');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
