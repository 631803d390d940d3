import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One feature shape on the server (docs/architecture.md, STYLE.md "Our layout"): a feature with
 * routes has a setup.ts that builds its repository, service and presenters and registers its
 * routes; routes hold no SQL and build no repository; app.ts lists the features' setups only.
 */
const srcDir = join(import.meta.dirname, '..', 'src');
const NOT_FEATURES = new Set(['platform', 'seed', 'scripts']);

/**
 * Imports app.ts may make from a feature other than its setup.ts, each with its reason. Empty:
 * what app.ts needs of a feature (types of its deps too) comes through that feature's setup.ts.
 */
const APP_IMPORT_EXCEPTIONS: Record<string, string> = {};

const features = readdirSync(srcDir)
  .filter((name) => !NOT_FEATURES.has(name) && statSync(join(srcDir, name)).isDirectory())
  .sort();

const filesOf = (feature: string) => readdirSync(join(srcDir, feature));
const isRoutesFile = (file: string) => file.endsWith('routes.ts') && !file.endsWith('.test.ts');
const routesFiles = features.flatMap((feature) =>
  filesOf(feature)
    .filter(isRoutesFile)
    .map((file) => `${feature}/${file}`),
);

/** Every module a source file names: static and type imports, re-exports, dynamic imports. */
const importsOf = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);

const readSource = (path: string) => readFileSync(join(srcDir, path), 'utf8');

describe('feature shape', () => {
  it('finds the features and their routes', () => {
    expect(features).toContain('orders');
    expect(features).not.toContain('platform');
    expect(routesFiles).toContain('orders/routes.ts');
  });

  it('gives every feature with routes a setup.ts', () => {
    const missing = features
      .filter((feature) => filesOf(feature).some(isRoutesFile) && !filesOf(feature).includes('setup.ts'))
      .map(
        (feature) =>
          `${feature}/setup.ts is missing (the feature has ${filesOf(feature).filter(isRoutesFile).join(', ')})`,
      );
    expect(missing).toEqual([]);
  });

  it('keeps SQL and repositories out of route files', () => {
    const problems = routesFiles.flatMap((path) => {
      const source = readSource(path);
      const badImports = importsOf(source)
        .filter(
          (module) =>
            module === 'drizzle-orm' ||
            module.startsWith('drizzle-orm/') ||
            /(^|\/)tables(\.js|\.ts)?$/.test(module) ||
            /repository[^/]*$/.test(module),
        )
        .map((module) => `${path} imports ${module}`);
      const badCalls = ['db.select', 'db.execute', '.insert(']
        .filter((call) => source.includes(call))
        .map((call) => `${path} contains ${call}`);
      return [...badImports, ...badCalls];
    });
    expect(problems).toEqual([]);
  });

  it('lets app.ts import only the features’ setup.ts', () => {
    const problems = importsOf(readSource('app.ts'))
      .filter((module) => module.startsWith('./') && !module.startsWith('./platform/'))
      .filter((module) => !/^\.\/[^/]+\/setup\.js$/.test(module) && !(module in APP_IMPORT_EXCEPTIONS))
      .map((module) => `app.ts imports ${module}`);
    expect(problems).toEqual([]);
  });
});
