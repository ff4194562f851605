import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'lint/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Component tests type with user-event; on a busy 2-core machine the default 5 s is too tight.
    testTimeout: 20_000,
  },
});
