import type { Manifest } from 'vite';

/** A built file's size in bytes as stored, and as sent brotli- and gzip-compressed. */
export type FileSizes = { raw: number; brotli: number; gzip: number };

export type InitialLoad = FileSizes & {
  /** The JavaScript a first visit fetches before the page shows, entry first. */
  files: ({ file: string } & FileSizes)[];
};

/**
 * The chunks loaded before a page shows: each root (the entry, then the page module its route
 * loads at once) with every chunk it imports statically. Dynamic imports (other pages, dialogs
 * opened later) wait for their moment and are not counted.
 */
export const initialFiles = (manifest: Manifest, roots: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no "${key}": did the entry or the page move?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]!.file);
};

export const measureInitialLoad = (files: readonly string[], sizesOf: (file: string) => FileSizes): InitialLoad => {
  const measured = files.map((file) => ({ file, ...sizesOf(file) }));
  const sum = (size: keyof FileSizes) => measured.reduce((total, file) => total + file[size], 0);
  return { files: measured, raw: sum('raw'), brotli: sum('brotli'), gzip: sum('gzip') };
};

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line for the build's output: the load, compressed both ways, against its budget. */
export const describeInitialLoad = (load: InitialLoad, brotliBudget: number) =>
  `initial load: ${load.files.length} files, ${kilobytes(load.brotli)} brotli, ${kilobytes(load.gzip)} gzip ` +
  `(${kilobytes(load.raw)} raw; budget ${kilobytes(brotliBudget)} brotli)`;

/** Why the build fails, or null: the brotli total over the budget (issue 24: at most 350 kB). */
export const overBudget = (load: InitialLoad, brotliBudget: number) =>
  load.brotli > brotliBudget
    ? `The initial load is ${kilobytes(load.brotli)} brotli, over its budget of ${kilobytes(brotliBudget)}: ` +
      'load the new weight lazily (a page, a dialog) or make it smaller.'
    : null;
