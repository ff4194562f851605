// The server entry runs only at build time (ssr is off): it prerenders the public pages and the SPA fallback.
// React Router's default entry streams: a part behind a Suspense boundary (the lazy query client provider on /faq
// and /contactus) arrived as a "Loading…" placeholder, its real content moved in by a script at the end of the
// document, so the page painted the placeholder and then jumped (CLS 0.6 on /contactus). Here the page is rendered
// whole: React's static prerender waits for everything, and an unlimited progressive chunk size stops React from
// moving a large finished boundary (over about 12 KB) out of place.
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

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
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(Buffer.concat(chunks), { status, headers });
}
