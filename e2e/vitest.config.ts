import { defineConfig } from 'vitest/config';

/**
 * Browser tests run one file at a time against one server started by the global setup. The files
 * share their worker's modules (Playwright and the support code are loaded once, not per file):
 * no file mocks a module or keeps state outside its own tests.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
