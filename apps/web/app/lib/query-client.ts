// The one TanStack Query client of the app. Loaded only by pages that fetch, so the home page stays small.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { readSession, subscribeSession } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; only network and server failures are retried, once.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// Nothing of one customer's data may outlive their session.
if (typeof window !== 'undefined') {
  let wasLoggedIn = readSession().loggedIn;
  subscribeSession(() => {
    const { loggedIn } = readSession();
    if (wasLoggedIn && !loggedIn) queryClient.clear();
    wasLoggedIn = loggedIn;
  });
}
