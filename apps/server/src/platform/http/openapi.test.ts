import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The API document is committed so that API changes show in review (regenerate: UPDATE_OPENAPI=1). */
const committedPath = fileURLToPath(new URL('../../../../../docs/openapi.json', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('matches the committed docs/openapi.json', async () => {
    const document = `${JSON.stringify(await (await t.call('/api/docs/json')).json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(committedPath, document);
    const committed = readFileSync(committedPath, 'utf8');
    expect(
      document,
      'the API changed: run `UPDATE_OPENAPI=1 npx vitest run openapi` in apps/server and commit docs/openapi.json',
    ).toBe(committed);
  });
});
