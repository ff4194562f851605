import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrationBoundary } from './use-in-browser';
import { queryClient } from './query-client';

export default function QueryProvider({ children }: { children: ReactNode }) {
  // Loaded lazily, so what it wraps hydrates after the rest of the page: it says so to useInBrowser itself.
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
