import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render screens outside their route modules: register every English words module, as the
// English route modules do.
import.meta.glob(['./app/words/en.ts', './app/features/*/*-words.ts', './app/ui/*-words.ts'], {
  eager: true,
});

afterEach(() => cleanup());
