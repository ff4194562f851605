import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import { SiteLayout } from '~/features/layout/site-layout';
import { localeOfPath } from '~/lib/locale-paths';
import { LocaleContext, SHELL_WORDS, type PageWords, type WordKey } from '~/lib/words';
import { loadPageWords } from '~/words/load';
import { HydrationBoundary, markPageHydrated } from '~/lib/use-in-browser';
import type { Route } from './+types/root';
import { DEVANAGARI_FONTS, htmlLang, pageMeta, siteMeta } from './page-meta';
import { needsQueryClient, needsSiteShell } from './pages';
import './app.css';

// TanStack Query's provider (about 7 KB gzipped) loads only for pages whose entry in pages.ts says
// `queryClient`, so the home page stays within its budget.
const QueryProvider = lazy(() => import('~/lib/query-provider'));
// Error pages are rare: fetched only when one is shown, so the message catalogue stays out of the first load.
const NotFound = lazy(() => import('~/features/layout/not-found').then((m) => ({ default: m.NotFound })));
const SomethingWentWrong = lazy(() =>
  import('~/features/layout/not-found').then((m) => ({ default: m.SomethingWentWrong })),
);

// Every page without its own meta gets its words and canonical URL from its entry in pages.ts. (A parent's meta
// sees only the matches above it, so the page is found by its address.) The home page says its own (routes/home.tsx):
// the SPA fallback, which pages that are not prerendered start from, is rendered at "/" too and must not carry them.
export function meta({ location }: Route.MetaArgs) {
  return location.pathname === '/' ? siteMeta() : pageMeta(location.pathname);
}

/** The words the matched routes name in their handles (`pageWords`), with those every page shows. */
function wordsOfPage(handles: unknown[]): WordKey[] {
  return [
    ...SHELL_WORDS,
    ...handles.flatMap((handle) => (handle as Partial<PageWords> | undefined)?.words ?? []),
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  // The language comes from the address (/hi/… is Hindi), so the prerendered HTML is already in it.
  const locale = localeOfPath(useLocation().pathname);
  // Nothing renders before the page's words are in: at build time the prerender waits for them, in the browser
  // hydration (and a navigation, such as the language switch) waits, keeping what is on screen meanwhile.
  const loading = loadPageWords(locale, wordsOfPage(useMatches().map((m) => m.handle)));
  if (loading) use(loading);
  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e66" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {locale === 'hi'
          ? DEVANAGARI_FONTS.map((href) => (
              <link
                key={href}
                rel="preload"
                href={href}
                as="font"
                type="font/woff2"
                crossOrigin="anonymous"
              />
            ))
          : null}
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleContext value={locale}>
          <HydrationBoundary>{children}</HydrationBoundary>
        </LocaleContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-center text-slate-600">
      Loading…
    </p>
  );
}

export default function App() {
  const ids = useMatches().map((m) => m.id);
  // The SPA fallback (an address no page prerenders, such as /hi/… not found) was written in English: hydration
  // does not patch <html lang>, so the page sets it.
  const locale = localeOfPath(useLocation().pathname);
  useEffect(() => {
    // only when it differs: a change of lang restyles the whole page
    const lang = htmlLang(locale);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [locale]);
  const late = needsQueryClient(ids);
  // The page is marked hydrated once all of it is: here, or by the lazily loaded query provider, whose part hydrates
  // after the rest (markPageHydrated says who reads the mark).
  useEffect(() => {
    if (!late) markPageHydrated();
  }, [late]);
  const page = late ? (
    <Suspense fallback={<PageLoading />}>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </Suspense>
  ) : (
    <Outlet />
  );
  // The advisers' console (/admin/*) brings its own layout instead of the customer's nav bar and footer.
  return needsSiteShell(ids) ? <SiteLayout>{page}</SiteLayout> : page;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(markPageHydrated, []);
  return (
    <SiteLayout>
      <Suspense fallback={<PageLoading />}>{notFound ? <NotFound /> : <SomethingWentWrong />}</Suspense>
    </SiteLayout>
  );
}
