import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The one file that replaces a module (fastify, to record every route) needs a module graph of its own. */
const mockingFiles = ['src/platform/http/route-access.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Creates, migrates and drops a PostgreSQL database when TEST_DATABASE_URL is set.
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts its own PGlite (from the global setup's dump) and hashes passwords with
    // argon2, so files run in parallel processes, no more of them than there are cores (at most 4).
    pool: 'forks',
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        // Files share their worker's modules: every file builds its own app and database, and
        // loading the app's modules once per worker instead of once per file saves minutes.
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: mockingFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'module mocks', include: mockingFiles } },
    ],
  },
});
