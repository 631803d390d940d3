// Unused files, exports and types, and undeclared or unused dependencies, per workspace (npm test,
// `npm run check:unused`). Duplicates, enum and class members are not checked.
import type { KnipConfig } from 'knip';

export default {
  include: [
    'files',
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'binaries',
    'unresolved',
    'exports',
    'nsExports',
    'types',
    'nsTypes',
  ],
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs'],
    },
    'packages/domain': {
      // src/index.ts is the package's public face: an export no other workspace (bench's .mjs
      // included) or domain file uses is reported too.
      includeEntryExports: true,
      project: ['src/**/*.ts'],
    },
    'apps/server': {
      // main.ts, drizzle and vitest configs come from the plugins. Worker threads and the
      // operator's commands are started by path (server-root.ts `workerEntry`, scripts/build.mjs
      // bundles them to dist/<name>.js); hold-statement.mjs by `node --import` in fault tests.
      entry: [
        'src/**/*-worker.{ts,mjs}',
        'src/scripts/*.ts',
        'scripts/*.mjs',
        'test/**/*-worker.{ts,mjs}',
        'test/faults/hold-statement.mjs',
      ],
      project: ['src/**/*.{ts,mjs}', 'test/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
      // Loaded by name, not import: the PDF fonts through require.resolve (platform/pdf/fonts.ts),
      // pino-pretty as pino's transport target (app.ts).
      ignoreDependencies: ['dejavu-fonts-ttf', 'pino-pretty'],
    },
    'apps/web': {
      // src/main.tsx comes from index.html; vite and vitest configs from the plugins.
      entry: ['index.html'],
      project: ['src/**/*.{ts,tsx}', 'build/**/*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.test.ts'],
      project: ['support/**/*.ts', 'tests/**/*.ts'],
    },
    bench: {
      // Each .mjs is a benchmark (package.json scripts); lib/*-server.ts are started by path.
      entry: ['*.mjs', 'lib/*-server.ts'],
      project: ['*.mjs', 'lib/**/*.{mjs,ts}'],
    },
  },
} satisfies KnipConfig;
