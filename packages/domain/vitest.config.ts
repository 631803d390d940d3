import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions without I/O or global state: the files share one module graph per worker,
    // which saves most of the run's time (module loading, not the tests themselves).
    isolate: false,
    pool: 'threads',
  },
});
