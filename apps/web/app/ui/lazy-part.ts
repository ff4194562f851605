// React.lazy for a part of a screen that loads only when first shown (a dialog's code, the filter tabs).
// Once its module has loaded, by an earlier open or by `preload`, the part renders at once without suspending:
// the lazy factory then answers a thenable that is already settled, which React reads synchronously.
import { lazy, type ComponentType } from 'react';

export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Component = lazy(() => {
    if (loaded) {
      const ready = { default: pick(loaded) };
      const settled = { then: (resolve: (value: typeof ready) => void) => resolve(ready) };
      return settled as unknown as Promise<typeof ready>;
    }
    return preload().then((module) => ({ default: pick(module) }));
  });
  return { Component, preload };
}
