// The least a prerendering entry can be: render the matched route to a string (no streaming is needed at build time).
import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Response {
  const html = renderToString(<ServerRouter context={context} url={request.url} />);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
}
