#!/usr/bin/env node
// Bundles the server into dist/main.js for `npm start`: our code and the domain package (which
// ships TypeScript source) become one ES module; every other package stays an import from
// node_modules, since several carry native or WebAssembly parts loaded at run time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
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
console.log(`server bundled in ${Math.round(performance.now() - started)} ms: dist/main.js`);

// The empty PGlite cluster a first start loads instead of running initdb in the server (see
// src/platform/db/pglite-cluster.ts). Made once per PGlite version, here in
// the build's process.
const pglitePackage = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'),
    'utf8',
  ),
);
const clusterFile = path.join(serverDir, `dist/pglite-cluster-${pglitePackage.version}.tar.gz`);
if (!existsSync(clusterFile)) {
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create('memory://');
  writeFileSync(clusterFile, Buffer.from(await (await cluster.dumpDataDir('gzip')).arrayBuffer()));
  await cluster.close();
  console.log(`empty PGlite cluster made: ${path.relative(serverDir, clusterFile)}`);
}
