// Data a screen needs only once the visitor reaches for it (the full country list of the travel form's search,
// the city list of the lead forms' city box, the brand catalogue of a new vehicle), loaded as its own chunk
// then rather than with the page (bench:bundle). `preload` starts the load (on focus, say); `useLoaded(wanted)`
// starts it when `wanted` turns true and answers the module once it is here, undefined until then. Nothing is
// loaded while prerendering or hydrating, so the first render never depends on it.
import { useEffect, useState } from 'react';

export function lazyData<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed chunk load (offline) is tried again on the next reach
        throw error;
      },
    ));
  function useLoaded(wanted: boolean): M | undefined {
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      preload().then(
        () => live && setArrived(true),
        () => {},
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded;
  }
  return { preload, useLoaded };
}
