import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { usageStats } from './tables.js';

describe('POST /api/stats', () => {
  let testApp: TestApp;
  let userId = '';
  let cookie = '';

  const report = (body: unknown, withCookie = cookie) => testApp.call('/api/stats', { body, cookie: withCookie });
  const storedFor = () => testApp.db.select().from(usageStats).where(eq(usageStats.userId, userId));

  beforeAll(async () => {
    testApp = await createTestApp();
    const user = await createUser(testApp.db);
    userId = user.id;
    cookie = await signIn(testApp, user.email, TEST_PASSWORD);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the use under the signed-in user, without unknown fields', async () => {
    const response = await report({
      action: 'search',
      modelType: 'products',
      data: { filters: { division: ['RUN'] }, totalCount: 12 },
      userId: '00000000-0000-0000-0000-000000000000',
      extra: 'dropped',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Success' });
    const [stored, ...more] = await storedFor();
    expect(more).toEqual([]);
    expect(stored).toEqual({
      id: expect.any(String),
      userId,
      action: 'search',
      modelType: 'products',
      modelId: null,
      data: { filters: { division: ['RUN'] }, totalCount: 12 },
      createdAt: expect.any(Date),
    });
  });

  it('keeps the model id of an export', async () => {
    expect((await report({ action: 'export', modelType: 'assortment', modelId: 'A-1' })).status).toBe(201);
    expect(await storedFor()).toContainEqual(
      expect.objectContaining({ action: 'export', modelType: 'assortment', modelId: 'A-1', data: {} }),
    );
  });

  it.each([
    ['an unknown action', { action: 'delete', modelType: 'products' }, 'body.action'],
    ['no model type', { action: 'search' }, 'body.modelType'],
    ['data that is not an object', { action: 'search', modelType: 'products', data: [1] }, 'body.data'],
    ['data over 16 KB', { action: 'search', modelType: 'products', data: { text: 'x'.repeat(16_400) } }, 'body.data'],
  ])('answers 400 naming the field for %s', async (_case, body, field) => {
    const response = await report(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error).toMatchObject({ messageCode: 'ITS_BE_ERROR_INVALID_INPUT', messageData: { field } });
  });

  it('answers 401 when signed out', async () => {
    const response = await report({ action: 'search', modelType: 'products' }, '');
    expect(response.status).toBe(401);
  });
});
