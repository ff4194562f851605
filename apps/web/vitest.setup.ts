import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadDialog } from '~/ui/dialog';
import { preloadFilterTabs } from '~/ui/filter-modal';

afterEach(() => cleanup());

// In the browser a dialog's code and the filter tabs load on first open; the component tests load them up front so
// a dialog shows as soon as it is opened (ui/lazy-part.test.tsx checks the loading itself).
await Promise.all([preloadDialog(), preloadFilterTabs()]);
