#!/usr/bin/env node
// Bundles the server into dist/main.js for `npm start`, and the database commands beside it: our
// code and the domain package (which ships TypeScript source) become one ES module each; every
// other package stays an import from node_modules, as several load native or WebAssembly parts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const bundledPackages = new Set(['@stride/domain']);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const started = performance.now();
await build({
  // The server, its worker threads (server-root.ts `workerEntry`), and the operator's commands
  // (npm run db:backup, db:restore).
  entryPoints: [
    'src/main.ts',
    'src/documents/document-render-worker.ts',
    'src/seed/seed-worker.ts',
    'src/scripts/db-backup.ts',
    'src/scripts/db-restore.ts',
  ].map((entry) => path.join(serverDir, entry)),
  outdir: path.join(serverDir, 'dist'),
  entryNames: '[name]',
  // Code shared by the entries, and what main.js imports only later (start-server.ts), in chunks
  // beside them: the same depth below apps/server, which server-root.ts relies on.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  define: { __SERVER_ROOT_FROM_MODULE__: JSON.stringify('../') },
  plugins: [
    {
      name: 'packages-stay-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          bundledPackages.has(packageName(args.path)) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(
  `server bundled in ${Math.round(performance.now() - started)} ms: dist/main.js, dist/*-worker.js, dist/db-*.js`,
);

// The empty PGlite cluster a first start copies instead of running initdb in the server (see
// src/platform/db/pglite-cluster.ts). Made once per PGlite version, here in the build's process.
const pglitePackage = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'),
    'utf8',
  ),
);
const clusterDir = path.join(serverDir, `dist/pglite-cluster-${pglitePackage.version}`);
if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
  rmSync(clusterDir, { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create(clusterDir);
  await cluster.close();
  console.log(`empty PGlite cluster made: ${path.relative(serverDir, clusterDir)}`);
}
