import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, openEmptyDatabase, signIn, type TestApp } from '../../test/test-app.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { outbox } from './tables.js';

describe('GET /api/mail/outbox', () => {
  let database: DatabaseHandle;
  let testApp: TestApp;
  const cookies = { admin: '', buyer: '' };

  const list = (query: string, cookie?: string) => testApp.call(`/api/mail/outbox${query}`, { cookie });

  beforeAll(async () => {
    // A database of its own: the page and the total count cover the whole outbox.
    database = await openEmptyDatabase();
    testApp = await createTestApp({ database });
    const admin = await createAdmin(testApp.db);
    const buyer = await createUser(testApp.db, { permissions: [{ domain: 'products', role: 'user' }] });
    cookies.admin = await signIn(testApp, admin.email, TEST_PASSWORD);
    cookies.buyer = await signIn(testApp, buyer.email, TEST_PASSWORD);
    const base = Date.parse('2026-03-01T08:00:00Z');
    await testApp.db.insert(outbox).values(
      ['First', 'Second', 'Third'].map((subject, index) => ({
        to: ['buyer@example.com'],
        subject,
        text: `${subject} body`,
        status: index === 2 ? ('sent' as const) : ('kept' as const),
        attempts: index === 2 ? 1 : 0,
        createdAt: new Date(base + index * 60_000),
        sentAt: index === 2 ? new Date(base + index * 60_000 + 5_000) : null,
      })),
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it('pages the outbox newest first with the total count', async () => {
    const firstPage = await list('?limit=2', cookies.admin);
    expect(firstPage.status).toBe(200);
    expect(await firstPage.json()).toEqual({
      totalCount: 3,
      data: [
        {
          _id: expect.any(String),
          to: ['buyer@example.com'],
          subject: 'Third',
          text: 'Third body',
          attachments: [],
          status: 'sent',
          attempts: 1,
          createdAt: '2026-03-01T08:02:00.000Z',
          sentAt: '2026-03-01T08:02:05.000Z',
        },
        expect.objectContaining({ subject: 'Second', status: 'kept', sentAt: null }),
      ],
    });

    const lastPage = await list('?skip=2&limit=2', cookies.admin);
    expect(await lastPage.json()).toEqual({ totalCount: 3, data: [expect.objectContaining({ subject: 'First' })] });
  });

  it('refuses a page larger than 100', async () => {
    expect((await list('?limit=101', cookies.admin)).status).toBe(400);
  });

  it('is for user administrators only', async () => {
    expect((await list('')).status).toBe(401);
    expect((await list('', cookies.buyer)).status).toBe(403);
  });

  it("opens a mail's attachment for administrators only, and 404s one it does not have", async () => {
    const [first] = ((await (await list('?skip=2', cookies.admin)).json()) as { data: { _id: string }[] }).data;
    const attachment = `/api/mail/outbox/${first?._id}/attachments/0`;
    expect((await testApp.call(attachment, { cookie: cookies.buyer })).status).toBe(403);
    expect((await testApp.call(attachment, { cookie: cookies.admin })).status).toBe(404);
  });
});
