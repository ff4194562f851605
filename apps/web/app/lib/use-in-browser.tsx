// False while rendering on the server and hydrating, then true: what depends on the URL's query, storage or the
// clock (which the prerendered HTML never saw) renders after hydration instead of mismatching it.
//
// The switch after hydration is a transition, so a plan list re-rendering with the visitor's own answers is done
// in slices the browser can interrupt, not in one long task (useSyncExternalStore's own switch is synchronous).
// A part that mounts after hydration (a page reached by client-side navigation) starts true at once, so it never
// shows the prerendered defaults first. Whether a part is hydrating is known to a HydrationBoundary above it: one
// in the root layout, and one inside each lazily loaded part that hydrates later (the query provider).
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscription = () => () => {};
const alwaysTrue = () => true;
const alwaysFalse = () => false;

/** Whether the part under a boundary is still being hydrated: an object that never changes, so turning it off
 * re-renders nothing (a changed context value would also reach parts that are still waiting to hydrate). */
class HydrationSignal {
  #hydrating: boolean;
  /** False for the stand-in used outside any boundary, where nothing is known. */
  readonly known: boolean;
  constructor(hydrating: boolean, known = true) {
    this.#hydrating = hydrating;
    this.known = known;
  }
  get hydrating(): boolean {
    return this.#hydrating;
  }
  end(): void {
    this.#hydrating = false;
  }
}

const AFTER_HYDRATION = new HydrationSignal(false);
// Outside any boundary (a prerender, a component test) nothing is known, so a part starts false as if hydrating.
const HydrationContext = createContext<HydrationSignal>(new HydrationSignal(true, false));

export function HydrationBoundary({ children }: { children: ReactNode }) {
  // React reads the server snapshot exactly while it hydrates this component, also in a part that hydrates late.
  // The one re-render React forces here afterwards is cheap: the children and the context value stay the same.
  const hydrating = !useSyncExternalStore(noSubscription, alwaysTrue, alwaysFalse);
  const [signal] = useState(() => (hydrating ? new HydrationSignal(true) : AFTER_HYDRATION));
  // Effects run after the children's: every part hydrated with this boundary has read the signal by now.
  useEffect(() => {
    signal.end();
  }, [signal]);
  return <HydrationContext value={signal}>{children}</HydrationContext>;
}

export function useInBrowser(): boolean {
  const signal = use(HydrationContext);
  const [inBrowser, setInBrowser] = useState(() => !signal.hydrating);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}

/**
 * True when this component's first render was a hydration under a HydrationBoundary (also in a part that hydrates
 * late): the moment to take in what a visitor typed into the prerendered HTML (lib/typed-before-hydration.ts).
 * False for a part mounted later (a dialog, a client-side navigation) and outside any boundary.
 */
export function useHydratedFirst(): boolean {
  const signal = use(HydrationContext);
  const [hydrated] = useState(() => signal.known && signal.hydrating);
  return hydrated;
}

/**
 * Marks `<html data-hydrated>` once the whole page has hydrated, the lazily loaded part too (root.tsx and
 * query-provider.tsx call it): the journeys (e2e/support/fixtures.ts) wait for it before they type into or click
 * a prerendered page. Nothing in the app reads it; a part asks its HydrationBoundary.
 */
export function markPageHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}
