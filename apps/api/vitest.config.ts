import { defineProject } from 'vitest/config';

// The API suite runs once per engine: DB_ENGINE=sqlite (default) or DB_ENGINE=postgres.
export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Tests on one engine share a PostgreSQL server; a file at a time keeps the 2-core machine predictable.
    fileParallelism: false,
  },
});
