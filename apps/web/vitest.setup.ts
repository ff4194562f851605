import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialog } from '~/ui/dialog';
import { preloadFilterTabs } from '~/ui/filter-modal';

// Component tests render screens outside their route modules: register every English words module, as the
// English route modules do.
import.meta.glob(['./app/words/en.ts', './app/features/*/*-words.ts', './app/ui/*-words.ts'], {
  eager: true,
});

afterEach(() => cleanup());

// Component tests render in the browser, not over prerendered HTML: the page counts as hydrated, as root.tsx marks
// it, so forms do not replay values typed before hydration (lib/typed-before-hydration.test.tsx checks that).
if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';

// In the browser a dialog's code and the filter tabs load on first open; the component tests load them up front so
// a dialog shows as soon as it is opened (ui/lazy-part.test.tsx checks the loading itself).
await Promise.all([preloadDialog(), preloadFilterTabs()]);
