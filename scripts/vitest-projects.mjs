// Test files share their worker's modules (vitest `isolate: false`): loading the app's modules
// once per worker instead of once per file is most of a run's time. A file that replaces a module
// (`vi.mock`) cannot share them, so such files run in a project of their own, isolated, as does
// a file that says `vitest: isolate` in a comment (with its reason).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/** Every test file under `dirs` (relative to `root`), as paths relative to `root`. */
const testFiles = (root, dirs) =>
  dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );

/** Vitest projects: the files that mock modules isolated, the others sharing modules. */
export const sharedModuleProjects = (root, dirs) => {
  const files = testFiles(root, dirs);
  const mocking = files.filter((file) =>
    /vi\.mock\(|vitest: isolate/.test(readFileSync(path.join(root, file), 'utf8')),
  );
  return [
    { extends: true, test: { name: 'shared modules', include: files, exclude: mocking, isolate: false } },
    { extends: true, test: { name: 'isolated', include: mocking.length > 0 ? mocking : ['no-such-file'] } },
  ];
};
