import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialLoadBudget } from './build/initial-load-budget.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const root = fileURLToPath(new URL('.', import.meta.url));
const sources = `${root}src/`;
/** index.html and the script it loads: they stay the entry chunk, which the groups must not take. */
const entryModules = new Set([`${root}index.html`, `${sources}main.tsx`]);
/** A feature's index.ts only re-exports (see STYLE.md): it has no side effects of its own. */
const routerDist = fileURLToPath(new URL('../../node_modules/react-router/dist/', import.meta.url));
const isFeatureIndex = (id: string) => id.startsWith(sources) && id.endsWith('/index.ts');

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    precompress(),
    // Issue 24: a signed-in page's first JavaScript (the entry, then the dashboard it preloads) is
    // at most 350 kB compressed.
    initialLoadBudget({ roots: ['index.html', 'src/dashboard/pages/DashboardPage.tsx'], brotliBudget: 350_000 }),
  ],
  resolve: {
    // react-router's package exports only its development build (remix-run/react-router#12532,
    // #14102): dev warnings and checks on every navigation. Builds take the production build
    // shipped beside it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: `${routerDist}production/index.mjs` }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/healthz': apiTarget },
  },
  build: {
    outDir: 'dist',
    // The maps stay in the build for error reports; the served scripts do not point to them.
    sourcemap: 'hidden',
    // .vite/manifest.json: what each page loads, for the initial-load budget.
    manifest: true,
    // AG Grid's chunk (about 940 kB) loads with the first grid only; the budget watches the first load.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Without this, a module a page takes from a feature's index.ts would load with the app
      // shell whenever the shell imports anything else from that index (uploads' library panel).
      treeshake: { moduleSideEffects: (id) => (isFeatureIndex(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // AG Grid in a file of its own, loaded with the first page that shows a grid.
            { name: 'grid', test: /node_modules[\\/](ag-grid-community|ag-grid-react|ag-stack)[\\/]/, priority: 2 },
            // Everything the entry imports statically loads on every page anyway: as one file
            // rather than dozens, it costs fewer requests and compresses better. Pages, dialogs
            // loaded on opening, and the grid stay in chunks of their own.
            { name: 'shell', test: (id) => !entryModules.has(id), tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}));
