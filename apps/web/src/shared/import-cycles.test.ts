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

const importGraph = () =>
  new Map(
    sourceFiles().map((file) => {
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(STATIC_IMPORT), ...source.matchAll(LAZY_IMPORT)].map((match) => match[1]!);
      const imported = specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
      return [file, [...new Set(imported)]];
    }),
  );

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
});
