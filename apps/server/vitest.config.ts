import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitest-projects.mjs';

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
    projects: sharedModuleProjects(import.meta.dirname, ['src', 'test']),
  },
});
