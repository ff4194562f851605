import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialog } from '~/ui/dialog';
import { preloadFilterTabs } from '~/ui/filter-modal';

// Component tests render screens outside their route modules: register every words module of both languages, as
// the route modules of each language do (e2e/every-page-opens.spec.ts checks that each route module imports its own).
import.meta.glob(
  [
    './app/words/en.ts',
    './app/words/hi.ts',
    './app/features/*/*-words.ts',
    './app/features/*/*-words.hi.ts',
    './app/ui/*-words.ts',
    './app/ui/*-words.hi.ts',
  ],
  { eager: true },
);

afterEach(() => cleanup());

// Component tests render in the browser, not over prerendered HTML: the page counts as hydrated, as root.tsx marks
// it, so forms do not replay values typed before hydration (lib/typed-before-hydration.test.tsx checks that).
if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';

// In the browser a dialog's code and the filter tabs load on first open; the component tests load them up front so
// a dialog shows as soon as it is opened (ui/lazy-part.test.tsx checks the loading itself).
await Promise.all([preloadDialog(), preloadFilterTabs()]);
