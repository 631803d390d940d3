// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The modules a file loads: static `import … from`, bare `import '…'` and `export … from`, relative
 * ones only. Type-only imports vanish from the built code, so they cannot tie modules together.
 */
const STATIC_IMPORT =
  /^\s*(?:import\s+(?!type\s)[\w$\s,*]*(?:\{[^}]*\})?\s*from\s*|import\s*|export\s+(?!type\s)(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;
/**
 * A lazy `import()` counts too: the route table loads its pages lazily, and that is fine as long
 * as no page imports anything that leads back to the table (issue 13: pages took `DEFAULT_PATH`
 * from it, and the dashboard its routes).
 */
const LAZY_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const MODULE_SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const sourceFiles = () =>
  readdirSync(SOURCE_ROOT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

const resolveImport = (fromFile: string, specifier: string) => {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return MODULE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => existsSync(candidate));
};

const importsOf = (file: string, patterns: RegExp[]) => {
  const source = readFileSync(file, 'utf8');
  const specifiers = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
  return [...new Set(specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []))];
};

const importGraph = () => new Map(sourceFiles().map((file) => [file, importsOf(file, [STATIC_IMPORT, LAZY_IMPORT])]));

/** Any relative `from '…'`, type-only ones included: a type ties one feature to another as much as a value. */
const ANY_IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** The floor every feature stands on, and app/ which assembles them all: neither is a feature. */
const NOT_FEATURES = new Set(['shared', 'i18n', 'app']);
/** Tests and their fixtures may reach into other features (a fixture of assortments, the whole route table). */
const TEST_CODE = /\.test\.tsx?$|[/\\]test-fixtures\.tsx?$/;

const featureOf = (file: string) => {
  const [folder, ...rest] = path.relative(SOURCE_ROOT, file).split(path.sep);
  return rest.length > 0 && folder && !NOT_FEATURES.has(folder) ? folder : undefined;
};

/** Which features each feature's code (tests aside) imports. */
const featureGraph = () => {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles().filter((file) => !TEST_CODE.test(file))) {
    const feature = featureOf(file);
    if (!feature) continue;
    const others = importsOf(file, [ANY_IMPORT, LAZY_IMPORT]).flatMap((imported) => {
      const other = featureOf(imported);
      return other && other !== feature ? [other] : [];
    });
    graph.set(feature, [...new Set([...(graph.get(feature) ?? []), ...others])]);
  }
  return graph;
};

/** The cycles a depth-first walk meets, each from a module back to it; none met means the graph has none. */
const findCycles = (graph: Map<string, string[]>) => {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string) => {
    const onTrail = trail.indexOf(file);
    if (onTrail !== -1) {
      cycles.push([...trail.slice(onTrail), file]);
      return;
    }
    if (done.has(file)) return;
    trail.push(file);
    for (const imported of graph.get(file) ?? []) visit(imported);
    trail.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
};

describe('web import graph', () => {
  it('has no import cycles', () => {
    const cycles = findCycles(importGraph()).map((cycle) =>
      cycle.map((file) => path.relative(SOURCE_ROOT, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('has no cycles between features: each feature stands on those below it, never on one that uses it', () => {
    const cycles = findCycles(featureGraph()).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });
});
