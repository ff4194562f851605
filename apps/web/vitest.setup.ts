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

// In the browser a dialog's code and the filter tabs load on first open; the component tests load them up front so
// a dialog shows as soon as it is opened (ui/lazy-part.test.tsx checks the loading itself).
await Promise.all([preloadDialog(), preloadFilterTabs()]);
