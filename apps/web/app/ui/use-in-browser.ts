// False while rendering on the server and hydrating, then true: what depends on the URL's query (which the
// prerendered HTML never saw) renders after hydration instead of mismatching it.
//
// The switch to true is a transition (issue 15): React renders it in slices that yield to the browser, where a
// `useSyncExternalStore` with a different server snapshot re-rendered the whole list synchronously after hydration
// (one 200–400 ms long task on a phone). A screen mounted once the page has hydrated (root.tsx marks
// `<html data-hydrated>`; a client-side navigation) has nothing to match and starts in the browser at once.
import { startTransition, useEffect, useState } from 'react';

const pageHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(pageHydrated);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
