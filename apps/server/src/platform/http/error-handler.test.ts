import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t, admin.email, admin.password!);
});
afterAll(async () => {
  await t?.close();
});

const expectInvalidInput = async (response: Response, field?: string) => {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await readAnswer(response);
  expect(body.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
  expect(body.message).toEqual(expect.any(String));
  if (field) expect(body.messageData.field).toBe(field);
  return body;
};

describe('bad input is a 4xx in the error shape, never a 500', () => {
  it.each([
    ['a truncated JSON body', '{"email": "a@b.co", "password":'],
    ['a JSON body that is not an object', '"just a string"'],
    ['a JSON array', '[1, 2, 3]'],
    ['an empty JSON body', ''],
    ['a prototype-poisoning body', '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}'],
  ])('answers 400 ITS_BE_ERROR_INVALID_INPUT for %s', async (_label, rawBody) => {
    await expectInvalidInput(await t.call('/api/users/session', { method: 'POST', rawBody }));
  });

  it('answers 400 for invalid JSON on a signed-in route too', async () => {
    const target = await createAdmin(t.db);
    await expectInvalidInput(
      await t.call(`/api/users/${target.id}`, { method: 'PATCH', cookie: adminCookie, rawBody: '{"status":' }),
    );
  });

  it('names the body field that failed', async () => {
    const body = await expectInvalidInput(
      await t.call('/api/users/session', { body: { email: 42, password: 'x' } }),
      'body.email',
    );
    expect(body.messageData.issues).toEqual([{ field: 'body.email', message: expect.any(String) }]);
  });

  it('answers 400 naming the field for an invalid uuid path parameter', async () => {
    const body = await expectInvalidInput(await t.call('/api/users/not-a-uuid', { cookie: adminCookie }), 'params.id');
    expect(body.message).toMatch(/^Invalid params\.id: /);
  });

  it('answers 400 naming the query parameter that is out of range', async () => {
    await expectInvalidInput(
      await t.call('/api/users/autocomplete?text=ab&limit=50', { cookie: adminCookie }),
      'querystring.limit',
    );
  });

  it('answers 400 for a body in a content type the API does not read', async () => {
    const response = await t.call('/api/users/session', {
      rawBody: 'email=a@b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
  });

  it('answers 413 ITS_BE_ERROR_PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const response = await t.call('/api/users/session', {
      body: { email: 'a@b.co', password: 'x', padding: 'x'.repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
    expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_PAYLOAD_TOO_LARGE');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/users/does-not-exist/really'],
    ['DELETE', '/api/users/ping'],
    ['GET', '/no-such-page?x=1'],
  ])('answers %s %s with 404 ITS_BE_ERROR_NOT_FOUND as JSON', async (method, path) => {
    const response = await t.call(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await readAnswer(response)).toEqual({
      messageCode: 'ITS_BE_ERROR_NOT_FOUND',
      message: `${method} ${path.split('?')[0]} was not found.`,
    });
  });

  it('answers 404 ITS_BE_ERROR_NOT_FOUND for a user that does not exist', async () => {
    const response = await t.call('/api/users/00000000-0000-4000-8000-000000000000', { cookie: adminCookie });
    expect(response.status).toBe(404);
    expect(await readAnswer(response)).toMatchObject({
      messageCode: 'ITS_BE_ERROR_NOT_FOUND',
      messageData: { what: 'User' },
    });
  });
});
