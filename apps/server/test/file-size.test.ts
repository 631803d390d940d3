import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 300 lines (STYLE.md, issue 25): a longer one is split by use case. Checks
 * every .ts, .tsx and .mjs file of the workspaces that git knows (tracked, or new and not
 * ignored), data aside.
 */
const MAX_LINES = 300;
const root = join(import.meta.dirname, '..', '..', '..');
const WORKSPACE_DIRS = ['packages/', 'apps/', 'e2e/', 'bench/'];
const SOURCE_FILE = /\.(?:ts|tsx|mjs)$/;

/** Data, not code: seed data, translated document words, generated migrations and their snapshots. */
const DATA = [/^apps\/server\/src\/seed\//, /^packages\/domain\/src\/documents\/document-text\.ts$/, /\/drizzle\//];

/**
 * Test files and a benchmark still over the limit. This list may only shrink: split a file, then
 * take it off (the check fails while a listed file is within the limit). Never add to it.
 */
const KNOWN_LONG_FILES = new Set([
  'apps/server/src/orders/routes.test.ts',
  'packages/domain/src/access/check-access.test.ts',
  'apps/server/test/faults/kill-restart.test.ts',
  'apps/server/test/scale-out.test.ts',
  'apps/server/src/products/search-routes.test.ts',
  'apps/server/test/idor.test.ts',
  'e2e/tests/routes-by-role.test.ts',
  'apps/web/src/assortments/sort/pages/GroupSortPage.test.tsx',
  'apps/server/src/packages/download-routes.test.ts',
  'packages/domain/src/access/rules.test.ts',
  'bench/products-search.mjs',
]);

const lineCount = (text: string) => {
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
};

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...WORKSPACE_DIRS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => SOURCE_FILE.test(path) && !DATA.some((pattern) => pattern.test(path)))
    // A tracked file deleted in the working tree is gone.
    .filter((path) => existsSync(join(root, path)));

/** The files over `limit` lines that the list does not excuse, and the listed files no longer over it. */
const fileSizeProblems = (files: { path: string; lines: number }[], limit: number) => {
  const tooLong = files
    .filter(({ path, lines }) => lines > limit && !KNOWN_LONG_FILES.has(path))
    .map(({ path, lines }) => `${path} has ${lines} lines (at most ${limit}): split it`);
  const sizes = new Map(files.map(({ path, lines }) => [path, lines]));
  const shrunk = [...KNOWN_LONG_FILES]
    .filter((path) => (sizes.get(path) ?? 0) <= limit)
    .map((path) =>
      sizes.has(path)
        ? `${path} has ${sizes.get(path)} lines now: take it off KNOWN_LONG_FILES`
        : `${path} is gone: take it off KNOWN_LONG_FILES`,
    );
  return [...tooLong, ...shrunk];
};

describe('file size', () => {
  const files = sourceFiles().map((path) => ({ path, lines: lineCount(readFileSync(join(root, path), 'utf8')) }));

  it('finds the source files of every workspace', () => {
    for (const dir of WORKSPACE_DIRS) expect(files.some(({ path }) => path.startsWith(dir))).toBe(true);
    expect(files.map(({ path }) => path)).toContain('apps/server/test/file-size.test.ts');
  });

  it(`keeps every source file within ${MAX_LINES} lines, data and the shrinking list aside`, () => {
    expect(fileSizeProblems(files, MAX_LINES)).toEqual([]);
  });

  it('names a file over the limit and a listed file within it', () => {
    const problems = fileSizeProblems(
      [
        { path: 'apps/web/src/long.tsx', lines: MAX_LINES + 1 },
        { path: 'apps/web/src/short.tsx', lines: MAX_LINES },
        { path: 'bench/products-search.mjs', lines: MAX_LINES },
      ],
      MAX_LINES,
    );
    expect(problems).toContain(`apps/web/src/long.tsx has ${MAX_LINES + 1} lines (at most ${MAX_LINES}): split it`);
    expect(problems).toContain(`bench/products-search.mjs has ${MAX_LINES} lines now: take it off KNOWN_LONG_FILES`);
    expect(problems).toContain('apps/server/test/idor.test.ts is gone: take it off KNOWN_LONG_FILES');
    expect(problems.filter((problem) => problem.includes('short.tsx'))).toEqual([]);
  });
});
