import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/platform/config.js';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.js';
import type { App } from '../src/platform/http/app-types.js';
import { createMailer } from '../src/platform/mail/mailer.js';
import { SESSION_COOKIE } from '../src/sessions/cookie.js';
import { httpCaller } from './http-call.js';
import { createOutboxRecorder, type OutboxRecorder } from './outbox.js';
import { createServerDatabase, databaseUrlFor, dropServerDatabase, testDatabaseName } from './postgres.js';

let pgliteTemplate: Blob | undefined;

/** The global setup's migrated dump, when there is one (PGlite runs). */
export const testPgliteTemplate = (): Blob | undefined => {
  const templatePath = inject('pgliteTemplatePath');
  if (templatePath) pgliteTemplate ??= new Blob([readFileSync(templatePath)]);
  return pgliteTemplate;
};

/** A fresh in-memory PGlite, loaded from the global setup's migrated dump when there is one. */
const openTestPglite = (): Promise<DatabaseHandle> => openDatabase({ pgliteTemplate: testPgliteTemplate() });

/**
 * The test database: the migrated PostgreSQL database of the global setup when
 * TEST_DATABASE_URL is set (shared with other files, so never assume it is empty), otherwise
 * a fresh in-memory PGlite.
 */
export const openTestDatabase = (): Promise<DatabaseHandle> => {
  const databaseUrl = inject('testDatabaseUrl');
  return databaseUrl ? openDatabase({ databaseUrl }) : openTestPglite();
};

/** An empty, migrated database of the test's own, dropped on close (for seeding tests). */
export const openEmptyDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = inject('testServerUrl');
  if (!serverUrl) return openTestPglite();
  const name = testDatabaseName(Math.random().toString(36).slice(2, 8));
  await createServerDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
};

export type TestAppOptions = {
  /** Environment overrides for loadConfig, e.g. `{ LOGIN_RATE_LIMIT_MAX: '3' }`. */
  env?: Record<string, string>;
  /** A database to share with another app of the same file; left open by close(). */
  database?: DatabaseHandle;
  /** false: built but neither ready nor listening, so routes can still be added. */
  listen?: boolean;
  /** Side effects to replace: a storage of the test's own, the library files packages zip, upload targets. */
  deps?: Pick<AppDeps, 'storage' | 'downloadableFiles' | 'uploadTargets'>;
};

export type CallOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with content-type application/json unless headers say otherwise. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestApp = {
  app: App;
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  outbox: OutboxRecorder;
  /** Assortments whose CRM sync was queued for retry, in order. */
  crmRetries: string[];
  /** http://127.0.0.1:<port> of the listening server. */
  baseUrl: string;
  /** A real HTTP call to the listening server; redirects are not followed. */
  call: (path: string, options?: CallOptions) => Promise<Response>;
  close: () => Promise<void>;
};

const testEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  LOGIN_RATE_LIMIT_MAX: '10000',
  SEED_DEMO: 'false',
  // API only: the built web app, if any, is not part of these tests.
  WEB_DIST_DIR: '/nonexistent/stride-web-dist',
};

/** Builds the real app on a test database, listening on a free port of 127.0.0.1. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ ...testEnv, ...options.env });
  const outbox = createOutboxRecorder(database.db);
  const crmRetries: string[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(database.db, outbox.dispatch),
    retryCrmSync: async (assortmentId) => {
      crmRetries.push(assortmentId);
    },
    ...options.deps,
  });
  let baseUrl = '';
  if (options.listen !== false) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }

  const call = async (path: string, callOptions: CallOptions = {}) => {
    if (!baseUrl) throw new Error('This test app is not listening');
    return httpCaller(baseUrl)(path, callOptions);
  };

  return {
    app,
    config,
    database,
    db: database.db,
    outbox,
    crmRetries,
    baseUrl,
    call,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
};

/** A parsed JSON answer. Loosely typed on purpose: the test's expectations state its shape. */
// biome-ignore lint/suspicious/noExplicitAny: the assertions that follow check the shape
export type Answer = any;

export const readAnswer = (response: Response): Promise<Answer> => response.json();

/** The `stride_session=<token>` pair a response set, ready to send back as a cookie header. */
export const sessionCookie = (response: Response): string | undefined => {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const pair = header?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
};

/** Signs in over HTTP and answers the session cookie; fails the test when sign-in fails. */
export const signIn = async (testApp: TestApp, email: string, password: string): Promise<string> => {
  const response = await testApp.call('/api/users/session', { body: { email, password } });
  if (response.status !== 200) {
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie`);
  return cookie;
};

/** A signed-in person's JSON calls: the status and the parsed answer. */
export type JsonCaller = {
  cookie: string;
  call: (path: string, options?: { method?: string; body?: unknown }) => Promise<{ status: number; answer: Answer }>;
};

/** Signs `user` in and calls the app as them. */
export const jsonCaller = async (
  testApp: TestApp,
  user: { email: string; password: string | null },
): Promise<JsonCaller> => {
  const cookie = await signIn(testApp, user.email, user.password!);
  return {
    cookie,
    call: async (path, options = {}) => {
      const response = await testApp.call(path, { method: options.method, body: options.body, cookie });
      const text = await response.text();
      return { status: response.status, answer: text ? JSON.parse(text) : null };
    },
  };
};
