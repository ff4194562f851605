// False while rendering on the server and hydrating, then true: what depends on the URL's query (which the
// prerendered HTML never saw) renders after hydration instead of mismatching it.
//
// The switch to true is a transition (issue 15): React renders it in slices that yield to the browser, where a
// `useSyncExternalStore` with a different server snapshot re-rendered the whole list synchronously after hydration
// (one 200–400 ms long task on a phone). A screen mounted after the first hydration (a client-side navigation)
// has nothing to match and starts in the browser at once.
import { startTransition, useEffect, useState } from 'react';

let hydrated = false;

export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
