import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Creates, migrates and drops a PostgreSQL database when TEST_DATABASE_URL is set.
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts its own PGlite (about 2 s) and hashes passwords with argon2, so files
    // run in parallel processes but no more of them than there are cores (at most 4).
    pool: 'forks',
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
