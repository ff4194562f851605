// The vault screen loads after its route: the route module stays small, so its entry in React Router's manifest
// (which every page of the site loads) lists a few modules instead of the screen's whole import tree.
import { Suspense } from 'react';
import { lazyPart } from '~/ui/lazy-part';

const vault = lazyPart(
  () => import('./vault-screen'),
  (module) => module.VaultScreen,
);

export function LazyVaultScreen() {
  return (
    <Suspense fallback={<main className="min-h-svh" />}>
      <vault.Component />
    </Suspense>
  );
}
