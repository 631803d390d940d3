import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, readAnswer, type TestApp } from '../../test/test-app.js';
import { APP_VERSION } from '../app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health and version', () => {
  it('answers /healthz without touching the database', async () => {
    const response = await t.call('/healthz');
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toEqual({ status: 'ok' });
  });

  it('answers /readyz with the database it reached', async () => {
    // PostgreSQL when the run has TEST_DATABASE_URL, in-memory PGlite otherwise.
    expect(t.database.kind).toBe(inject('testDatabaseUrl') ? 'postgres' : 'pglite');
    const response = await t.call('/readyz');
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('answers /api/config/version without a session', async () => {
    const response = await t.call('/api/config/version');
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toEqual({ version: APP_VERSION, database: t.database.kind });
  });

  it('answers /readyz 503 when the database is unreachable', async () => {
    const broken = await createTestApp({
      database: {
        ...t.database,
        executeSql: async () => {
          throw new Error('connection refused');
        },
      },
    });
    try {
      const response = await broken.call('/readyz');
      expect(response.status).toBe(503);
      expect(await readAnswer(response)).toEqual({ status: 'unavailable', database: t.database.kind });
    } finally {
      await broken.close();
    }
  });
});

describe('API reference', () => {
  it('serves the OpenAPI UI at /api/docs', async () => {
    const response = await t.call('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/swagger/i);
  });

  it('lists the API paths in /api/docs/json, generated from the route schemas', async () => {
    const response = await t.call('/api/docs/json');
    expect(response.status).toBe(200);
    const document = await readAnswer(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Stride API', version: APP_VERSION });
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/users/session',
      '/api/users/ping',
      '/api/users/logout',
      '/api/users/autocomplete',
      '/api/users/{id}',
      '/api/options/data/{key}',
      '/api/config/version',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => !path.startsWith('/api/'))).toBe(false);
    const login = document.paths['/api/users/session'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });
});
