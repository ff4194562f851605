import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllWords } from '~/words/load';
import { preloadDialog } from '~/ui/dialog';
import { preloadFilterTabs } from '~/ui/filter-modal';

// Component tests render screens outside their routes: load every feature's words in both languages, as a page
// loads those its route names (e2e/every-page-opens.spec.ts checks that each route names its own).
await loadAllWords();

afterEach(() => cleanup());

// In the browser a dialog's code and the filter tabs load on first open; the component tests load them up front so
// a dialog shows as soon as it is opened (ui/lazy-part.test.tsx checks the loading itself).
await Promise.all([preloadDialog(), preloadFilterTabs()]);
