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

/**
 * Data, not code: seed data, translated document words, generated migrations and their snapshots,
 * and the API's types generated from its OpenAPI document (test/openapi-client.test.ts).
 */
const DATA = [
  /^apps\/server\/src\/seed\//,
  /^packages\/domain\/src\/documents\/document-text\.ts$/,
  /\/drizzle\//,
  /^apps\/server\/test\/generated\//,
];

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

/** What a reader is told of each file over `limit` lines. */
const fileSizeProblems = (files: { path: string; lines: number }[], limit: number) =>
  files
    .filter(({ lines }) => lines > limit)
    .map(({ path, lines }) => `${path} has ${lines} lines (at most ${limit}): split it`);

describe('file size', () => {
  const files = sourceFiles().map((path) => ({ path, lines: lineCount(readFileSync(join(root, path), 'utf8')) }));

  it('finds the source files of every workspace', () => {
    for (const dir of WORKSPACE_DIRS) expect(files.some(({ path }) => path.startsWith(dir))).toBe(true);
    expect(files.map(({ path }) => path)).toContain('apps/server/test/file-size.test.ts');
  });

  it(`keeps every source file within ${MAX_LINES} lines, data aside`, () => {
    expect(fileSizeProblems(files, MAX_LINES)).toEqual([]);
  });

  it('names a file over the limit, and not one at it', () => {
    const problems = fileSizeProblems(
      [
        { path: 'apps/web/src/long.tsx', lines: MAX_LINES + 1 },
        { path: 'apps/web/src/short.tsx', lines: MAX_LINES },
      ],
      MAX_LINES,
    );
    expect(problems).toEqual([`apps/web/src/long.tsx has ${MAX_LINES + 1} lines (at most ${MAX_LINES}): split it`]);
  });
});
