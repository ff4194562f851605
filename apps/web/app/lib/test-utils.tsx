// Rendering helpers for component tests: a fresh query client, a memory router, and a fetch stub that answers
// by path. Used only by *.test.tsx files.
import { apiPaths } from '@bimasetu/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SESSION_KEYS } from './session';

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Simulate an unreachable server. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch. `routes` maps "METHOD /path" (query string ignored) to a reply or a function of the call.
 * Answers the list of calls made, in order.
 */
export function stubFetch(
  routes: Record<string, StubReply | ((call: RecordedCall) => StubReply)>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.split('?')[0]}`];
      const reply = typeof route === 'function' ? route(call) : route;
      if (!reply || reply.networkError) throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
      });
    }),
  );
  return calls;
}

/**
 * Lets a lead the form may have sent arrive: a lead goes once its request code has loaded (lib/lead-post.ts), so
 * a test that expects none waits for that module and a turn of the event loop before counting.
 */
export async function leadsSettled(): Promise<void> {
  await import('./lead-post');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Stubs fetch so that AddLead accepts every lead, as the quote forms expect. */
export const acceptLeads = () =>
  stubFetch({ [`POST ${apiPaths.addLead}`]: { body: { isSuccess: true, message: 'ok' } } });

/**
 * Renders at `path`, inside a memory router and a fresh query client, either one screen (mounted at that path) or
 * a list of routes. Any other path shows "At <path>" so a test can see where a screen navigated.
 */
export function renderScreen(screen: ReactElement | RouteObject[], path = '/', state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const [pathname = '/', query] = path.split('?');
  const routes = Array.isArray(screen) ? screen : [{ path: pathname, element: screen }];
  const router = createMemoryRouter(
    [...routes, { path: '*', Component: () => <p>At {router.state.location.pathname}</p> }],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function logIn(mobile = '9876543210', token = 'tok') {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.isLoggedin, 'true');
  localStorage.setItem(SESSION_KEYS.user, 'loggedin');
  localStorage.setItem(SESSION_KEYS.mobile, mobile);
}
