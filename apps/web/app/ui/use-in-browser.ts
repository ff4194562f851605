// False while rendering on the server and hydrating, then true: what depends on the URL's query (which the
// prerendered HTML never saw) renders after hydration instead of mismatching it.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
