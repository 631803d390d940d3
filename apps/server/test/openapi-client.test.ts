import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories.js';
import type { paths } from './generated/api-paths.js';
import { createTestApp, jsonCaller, type TestApp } from './test-app.js';

/**
 * The OpenAPI document, proven: TypeScript types generated from it (openapi-typescript) are
 * committed and kept in step by the first test, and the second calls the running server with an
 * API token through openapi-fetch typed by them, so `tsc` checks those calls against the document.
 * Regenerate with the document: `UPDATE_OPENAPI=1 npx vitest run openapi` in apps/server.
 */
const generatedPath = fileURLToPath(new URL('./generated/api-paths.d.ts', import.meta.url));
const HEADER = '// Generated from the API document by test/openapi-client.test.ts (UPDATE_OPENAPI=1). Do not edit.\n\n';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a client generated from the OpenAPI document', () => {
  it('has types that match the committed test/generated/api-paths.d.ts', async () => {
    const document = (await (await t.call('/api/docs/json')).json()) as OpenAPI3;
    const generated = `${HEADER}${astToString(await openapiTS(document))}`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(generatedPath, generated);
    expect(
      generated === readFileSync(generatedPath, 'utf8'),
      'the API changed: run `UPDATE_OPENAPI=1 npx vitest run openapi`',
    ).toBe(true);
  });

  it('reads, writes and is refused with API tokens as the document says', async () => {
    const owner = await createUser(t.db);
    const asOwner = await jsonCaller(t, owner);
    const tokenFor = async (access: 'read' | 'write') =>
      (await asOwner.call('/api/users/tokens', { body: { name: `client ${access}`, access, expiresInDays: 30 } }))
        .answer.token as string;
    const clientWith = (token: string) =>
      createClient<paths>({ baseUrl: t.baseUrl, headers: { authorization: `Bearer ${token}` } });
    const reader = clientWith(await tokenFor('read'));
    const writer = clientWith(await tokenFor('write'));

    const me = await reader.GET('/api/users/ping');
    expect(me.data?.email).toBe(owner.email);

    const saved = await writer.POST('/api/searches/saved', {
      body: { name: 'Typed client', query: 'text=boots', path: '/products' },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.name).toBe('Typed client');

    const refused = await reader.POST('/api/searches/saved', {
      body: { name: 'Read token', query: 'text=boots', path: '/products' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ messageCode: 'ITS_BE_ERROR_FORBIDDEN' });

    const tokens = await reader.GET('/api/users/tokens');
    expect(tokens.data?.map((token) => token.access).sort()).toEqual(['read', 'write']);
  });
});
