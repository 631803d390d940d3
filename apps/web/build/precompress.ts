import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the server sends compressed. Source maps are not sent to browsers at all. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about a kilobyte the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

const encodings = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      toBrotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data: Buffer) => toGzip(data, { level: constants.Z_BEST_COMPRESSION }) },
];

const compressBeside = async (file: string) => {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  await Promise.all(
    encodings.map(async ({ suffix, compress }) => {
      const compressed = await compress(data);
      if (compressed.length < data.length) await writeFile(file + suffix, compressed);
    }),
  );
};

/**
 * Writes `<file>.br` (brotli at its best quality: it is build time) and `<file>.gz` (gzip level 9)
 * beside every compressible file of the build, for the server to send as they are instead of
 * compressing on each request (issue 24). The build's own records (`.vite/`) are left alone.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'stride:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(files.map(compressBeside));
    },
  };
};
