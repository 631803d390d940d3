import type { App } from '../platform/http/app-types.js';
import { registerImportRoutes } from './routes.js';

/** Wires the import dialog's reading of an uploaded spreadsheet (nothing is stored). */
export const setupImports = (app: App) => registerImportRoutes(app);
