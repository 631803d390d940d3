import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
