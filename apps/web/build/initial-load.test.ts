// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { describeInitialLoad, initialFiles, measureInitialLoad, overBudget } from './initial-load.ts';
import { initialLoadBudget } from './initial-load-budget.ts';

/** An entry with a shared vendor chunk, a preloaded dashboard, and a grid page loaded later. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shell.js', '_react.js'],
    dynamicImports: ['src/dashboard/pages/DashboardPage.tsx', 'src/orders/pages/OrdersListPage.tsx'],
  },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/dashboard/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_Chip.js'],
    dynamicImports: ['src/dashboard/components/LoginDialog.tsx'],
  },
  '_Chip.js': { file: 'assets/Chip.js', imports: ['_shell.js'] },
  'src/dashboard/components/LoginDialog.tsx': { file: 'assets/LoginDialog.js', isDynamicEntry: true },
  'src/orders/pages/OrdersListPage.tsx': { file: 'assets/OrdersListPage.js', imports: ['_grid.js'] },
  '_grid.js': { file: 'assets/grid.js' },
};
const roots = ['index.html', 'src/dashboard/pages/DashboardPage.tsx'];

/** Each file a tenth of its raw size in brotli and an eighth in gzip. */
const sizesOf = (rawSizes: Record<string, number>) => (file: string) => {
  const raw = rawSizes[file] ?? 0;
  return { raw, brotli: raw / 10, gzip: raw / 8 };
};
const rawSizes = {
  'assets/index.js': 40_000,
  'assets/shell.js': 600_000,
  'assets/react.js': 300_000,
  'assets/DashboardPage.js': 20_000,
  'assets/Chip.js': 8_000,
};

describe('initial load', () => {
  it('counts the entry and the preloaded page with what they import, once each, and nothing loaded later', () => {
    expect(initialFiles(manifest, roots)).toEqual([
      'assets/index.js',
      'assets/shell.js',
      'assets/react.js',
      'assets/DashboardPage.js',
      'assets/Chip.js',
    ]);
  });

  it('sums the sizes of those files', () => {
    const load = measureInitialLoad(initialFiles(manifest, roots), sizesOf(rawSizes));
    expect(load).toMatchObject({ raw: 968_000, brotli: 96_800, gzip: 121_000 });
    expect(load.files[0]).toEqual({ file: 'assets/index.js', raw: 40_000, brotli: 4_000, gzip: 5_000 });
    expect(describeInitialLoad(load, 350_000)).toBe(
      'initial load: 5 files, 96.8 kB brotli, 121.0 kB gzip (968.0 kB raw; budget 350.0 kB brotli)',
    );
  });

  it('passes within the budget and fails over it', () => {
    const files = initialFiles(manifest, roots);
    expect(overBudget(measureInitialLoad(files, sizesOf(rawSizes)), 350_000)).toBeNull();
    expect(overBudget(measureInitialLoad(files, sizesOf(rawSizes)), 96_800)).toBeNull();
    const grown = measureInitialLoad(files, sizesOf({ ...rawSizes, 'assets/shell.js': 3_200_000 }));
    expect(overBudget(grown, 350_000)).toMatch(/^The initial load is 356\.8 kB brotli, over its budget of 350\.0 kB/);
  });

  it('fails when a root is missing from the manifest, rather than measuring less than is loaded', () => {
    expect(() => initialFiles(manifest, ['index.html', 'src/dashboard/pages/HomePage.tsx'])).toThrow(
      /no "src\/dashboard\/pages\/HomePage.tsx"/,
    );
  });

  describe('the build', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'stride-initial-load-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    /** A built dist of the manifest above, every file of `raw` bytes with its brotli copy a tenth of it. */
    const built = (raw: number) => {
      const dist = path.join(root, `dist-${raw}`);
      mkdirSync(path.join(dist, '.vite'), { recursive: true });
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const chunk of Object.values(manifest)) {
        writeFileSync(path.join(dist, chunk.file), 'x'.repeat(raw));
        writeFileSync(path.join(dist, `${chunk.file}.br`), 'x'.repeat(raw / 10));
      }
      return path.basename(dist);
    };
    const build = (outDir: string) => {
      const plugin = initialLoadBudget({ roots, brotliBudget: 350_000 }) as unknown as {
        configResolved: (config: unknown) => void;
        closeBundle: (error?: Error) => void;
      };
      plugin.configResolved({ root, build: { outDir }, logger: { info: () => {} } });
      plugin.closeBundle();
      return JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'initial-load.json'), 'utf8'));
    };

    it('passes a build within the budget and keeps its numbers beside the manifest', () => {
      expect(build(built(100_000))).toMatchObject({ brotli: 50_000, brotliBudget: 350_000 });
    });

    it('fails a build whose initial load outgrew the budget', () => {
      expect(() => build(built(800_000))).toThrow(/over its budget of 350\.0 kB/);
    });
  });
});
