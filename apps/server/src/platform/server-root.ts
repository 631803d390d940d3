import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The bundle (dist/main.js) sits one folder below apps/server; this module's source sits two
 * (src/platform). The build defines the bundle's depth, so files beside the code (migrations,
 * the pdf worker, the built web app) are found the same way from source and from the bundle.
 */
declare const __SERVER_ROOT_FROM_MODULE__: string | undefined;
const fromModule = typeof __SERVER_ROOT_FROM_MODULE__ === 'string' ? __SERVER_ROOT_FROM_MODULE__ : '../../';
const serverRoot = fileURLToPath(new URL(fromModule, import.meta.url));

/** A file or folder of apps/server, by its path from there. */
export const serverPath = (relative: string) => path.join(serverRoot, relative);

/**
 * A worker thread's entry by its source file (`src/documents/x-worker.ts`): in the bundle, the
 * build's `dist/x-worker.js`; from source, the TypeScript through tsx (tsx-worker.mjs).
 */
export const workerEntry = (source: string): { file: string; argv: string[] } =>
  typeof __SERVER_ROOT_FROM_MODULE__ === 'string'
    ? { file: serverPath(`dist/${path.basename(source, '.ts')}.js`), argv: [] }
    : { file: serverPath('src/platform/tsx-worker.mjs'), argv: [pathToFileURL(serverPath(source)).href] };
