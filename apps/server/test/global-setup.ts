import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate, openDatabase } from '../src/platform/db/database.js';
import { createServerDatabase, databaseUrlFor, dropServerDatabase, testDatabaseName } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database shared by all test files; null means in-memory PGlite per file. */
    testDatabaseUrl: string | null;
    /** The server of TEST_DATABASE_URL, for tests that need a database of their own. */
    testServerUrl: string | null;
    /** A migrated, empty PGlite data directory (tarball) each file's PGlite starts from. */
    pgliteTemplatePath: string | null;
  }
}

/**
 * With TEST_DATABASE_URL, creates a fresh database on that server, migrates it once and hands
 * its URL to the tests; the database is dropped after the run. Without it, migrates one PGlite
 * and dumps it, so each file loads that dump instead of running initdb and the migrations.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || null;
  project.provide('testServerUrl', serverUrl);
  if (!serverUrl) {
    project.provide('testDatabaseUrl', null);
    const folder = mkdtempSync(path.join(tmpdir(), 'stride-pglite-'));
    const templatePath = path.join(folder, 'migrated.tar');
    writeFileSync(templatePath, Buffer.from(await (await dumpPgliteTemplate()).arrayBuffer()));
    project.provide('pgliteTemplatePath', templatePath);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  project.provide('pgliteTemplatePath', null);
  const name = testDatabaseName();
  await createServerDatabase(serverUrl, name);
  const url = databaseUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  await database.close();
  project.provide('testDatabaseUrl', url);
  return async () => {
    await dropServerDatabase(serverUrl, name);
  };
}
