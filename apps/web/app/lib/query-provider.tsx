import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { HydrationBoundary, markPageHydrated } from './use-in-browser';
import { queryClient } from './query-client';

export default function QueryProvider({ children }: { children: ReactNode }) {
  // Loaded lazily, so what it wraps hydrates after the rest of the page: it says so to useInBrowser itself, and
  // marks the page hydrated once its part is (after its children's effects).
  useEffect(markPageHydrated, []);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
