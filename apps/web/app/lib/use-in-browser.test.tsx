import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from './session';
import { HydrationBoundary, useInBrowser } from './use-in-browser';

/** What each Probe rendered, in order: the value useInBrowser gave it. */
let seen: boolean[] = [];

function Probe() {
  const inBrowser = useInBrowser();
  seen.push(inBrowser);
  return <p>{inBrowser ? 'browser' : 'server'}</p>;
}

let root: Root | undefined;
beforeAll(() => {
  // hydrateRoot is used directly here (Testing Library's render cannot hydrate prerendered HTML)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen = [];
  document.body.innerHTML = '';
});

/** Prerenders `server` into a container, then hydrates `client` over it; returns the recoverable errors. */
async function hydrate(server: React.ReactElement, client: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  seen = [];
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('useInBrowser', () => {
  it('is false while hydrating (no mismatch with the prerendered HTML), then true', async () => {
    const page = (
      <HydrationBoundary>
        <Probe />
      </HydrationBoundary>
    );
    const { container, errors } = await hydrate(page, page);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('browser');
  });

  it('is true from the first render for a part mounted after hydration (client-side navigation)', async () => {
    function Page() {
      const [on, setOn] = useState(false);
      return (
        <HydrationBoundary>
          {on ? <Probe /> : <button onClick={() => setOn(true)}>go</button>}
        </HydrationBoundary>
      );
    }
    const { container } = await hydrate(<Page />, <Page />);
    seen = [];
    await act(async () => container.querySelector('button')?.click());
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('browser');
  });

  it('is false again in a lazily loaded part that hydrates after the page, when that part has its own boundary', async () => {
    const lateHydration = async (withBoundary: boolean) => {
      let load: () => void = () => {};
      const Late = lazy(
        () =>
          new Promise<{ default: () => React.ReactElement }>((resolve) => {
            load = () =>
              resolve({
                default: () =>
                  withBoundary ? (
                    <HydrationBoundary>
                      <Probe />
                    </HydrationBoundary>
                  ) : (
                    <Probe />
                  ),
              });
          }),
      );
      const server = (
        <HydrationBoundary>
          <Suspense fallback={<p>loading</p>}>
            {withBoundary ? (
              <HydrationBoundary>
                <Probe />
              </HydrationBoundary>
            ) : (
              <Probe />
            )}
          </Suspense>
        </HydrationBoundary>
      );
      const client = (
        <HydrationBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Late />
          </Suspense>
        </HydrationBoundary>
      );
      const { container, errors } = await hydrate(server, client);
      // The page around it has hydrated; the part's code arrives now.
      await act(async () => load());
      return { text: container.textContent, errors, first: seen[0] };
    };
    const own = await lateHydration(true);
    expect(own.errors).toEqual([]);
    expect(own.first).toBe(false);
    expect(own.text).toBe('browser');
    // Without its own boundary the part would take the page's "hydrated" and mismatch: the reason for the boundary.
    const without = await lateHydration(false);
    expect(without.first).toBe(true);
    expect(without.errors.length).toBeGreaterThan(0);
  });
});

describe('useSession after hydration', () => {
  it("does not re-render a logged-out visitor's session readers once the page has hydrated", async () => {
    localStorage.clear();
    const renders: number[] = [];
    function Reader() {
      renders.push(1);
      return <p>{useSession().loggedIn ? 'in' : 'out'}</p>;
    }
    const { errors, container } = await hydrate(<Reader />, <Reader />);
    // hydrate() counts from zero only after the prerender
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('out');
    expect(renders).toHaveLength(2); // one for the prerender, one for hydration: none forced afterwards
  });
});
