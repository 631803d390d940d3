import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { describeInitialLoad, initialFiles, measureInitialLoad, overBudget } from './initial-load.ts';

type BudgetOptions = {
  /** Manifest keys of what a first visit loads at once: the entry, and the page its route preloads. */
  roots: readonly string[];
  /** Bytes, brotli-compressed. */
  brotliBudget: number;
};

const sizeOf = (file: string) => statSync(file).size;
/** The size a browser receives: the precompressed copy beside the file, or the file when it has none. */
const sentSize = (file: string, suffix: string) => (existsSync(file + suffix) ? sizeOf(file + suffix) : sizeOf(file));

/**
 * Measures the initial JavaScript from the build's manifest after every build, prints it, keeps it
 * in `.vite/initial-load.json` beside the manifest (for the bench; neither is served), and fails the build when it outgrows its budget. Runs
 * when the bundle is closed, after `precompress` wrote the `.br` and `.gz` copies it measures.
 */
export const initialLoadBudget = ({ roots, brotliBudget }: BudgetOptions): Plugin => {
  let outDir = '';
  let log: (line: string) => void = console.log;
  return {
    name: 'stride:initial-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (line) => config.logger.info(line);
    },
    closeBundle(error) {
      if (error) return;
      const manifest: Manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const load = measureInitialLoad(initialFiles(manifest, roots), (file) => {
        const built = path.join(outDir, file);
        return { raw: sizeOf(built), brotli: sentSize(built, '.br'), gzip: sentSize(built, '.gz') };
      });
      writeFileSync(
        path.join(outDir, '.vite/initial-load.json'),
        `${JSON.stringify({ roots, brotliBudget, ...load }, null, 2)}\n`,
      );
      log(describeInitialLoad(load, brotliBudget));
      const failure = overBudget(load, brotliBudget);
      if (failure) throw new Error(failure);
    },
  };
};
