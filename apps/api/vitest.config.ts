import { configDefaults, defineProject } from 'vitest/config';

// The API suite runs once per engine: DB_ENGINE=sqlite (default) or DB_ENGINE=postgres. A file named
// *.postgres.test.ts is about PostgreSQL alone (its network, its pool) and runs only on that engine, rather than
// showing as skipped on the other.
const postgresOnly = process.env.DB_ENGINE === 'postgres' ? [] : ['test/**/*.postgres.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Tests on one engine share a PostgreSQL server; a file at a time keeps the 2-core machine predictable.
    fileParallelism: false,
  },
});
