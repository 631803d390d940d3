import { API_TOKEN_PREFIX } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { auditEntries } from '../audit/tables.js';
import { hashToken } from '../platform/crypto/tokens.js';
import { apiTokens } from './tables.js';

let t: TestApp;
let owner: TestUser;
let asOwner: JsonCaller;
let asAdmin: JsonCaller;
let asOther: JsonCaller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  asOwner = await jsonCaller(t, owner);
  asAdmin = await jsonCaller(t, await createAdmin(t.db));
  asOther = await jsonCaller(t, await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1_000;

const createToken = async (
  caller: JsonCaller,
  body: object = { name: 'CI export', access: 'read', expiresInDays: 30 },
) => {
  const { status, answer } = await caller.call('/api/users/tokens', { body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as { _id: string; token: string };
};

describe('creating a token', () => {
  it('answers the token once and keeps only its sha-256 hash', async () => {
    const before = Date.now();
    const created = await createToken(asOwner, { name: '  Nightly sync ', access: 'write', expiresInDays: 90 });
    expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created._id));
    expect(row!.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(API_TOKEN_PREFIX.length));

    const { answer: list } = await asOwner.call('/api/users/tokens');
    const listed = list.find((token: { _id: string }) => token._id === created._id);
    expect(Object.keys(listed).sort()).toEqual(['_id', 'access', 'createdAt', 'expiresAt', 'lastUsedAt', 'name']);
    expect(listed).toMatchObject({ name: 'Nightly sync', access: 'write', lastUsedAt: null });
    const expiresInMs = Date.parse(listed.expiresAt) - before;
    expect(expiresInMs).toBeGreaterThanOrEqual(90 * DAY_MS);
    expect(expiresInMs).toBeLessThan(90 * DAY_MS + 60_000);
  });

  it('records the creation in the audit log, without the token', async () => {
    const created = await createToken(asOwner);
    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.objectId, created._id));
    expect(entry).toMatchObject({ action: 'token.created', objectType: 'token', actorId: owner.id });
    expect(entry!.details).toMatchObject({ name: 'CI export', access: 'read' });
    expect(JSON.stringify(entry)).not.toContain(created.token);
  });

  it('refuses an expiry other than 30, 90 or 365 days, an unknown access and an empty name', async () => {
    for (const body of [
      { name: 'x', access: 'read', expiresInDays: 45 },
      { name: 'x', access: 'admin', expiresInDays: 30 },
      { name: '  ', access: 'read', expiresInDays: 30 },
    ]) {
      const { status, answer } = await asOwner.call('/api/users/tokens', { body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    }
  });

  it('needs a session', async () => {
    const response = await t.call('/api/users/tokens', { body: { name: 'x', access: 'read', expiresInDays: 30 } });
    expect(response.status).toBe(401);
  });
});

describe('revoking a token', () => {
  it('removes it from the list and records it; a second revocation finds nothing', async () => {
    const created = await createToken(asOwner);
    expect((await asOwner.call(`/api/users/tokens/${created._id}`, { method: 'DELETE' })).status).toBe(204);
    const { answer: list } = await asOwner.call('/api/users/tokens');
    expect(list.map((token: { _id: string }) => token._id)).not.toContain(created._id);
    const actions = await t.db.select().from(auditEntries).where(eq(auditEntries.objectId, created._id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['token.created', 'token.revoked']);
    expect((await asOwner.call(`/api/users/tokens/${created._id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("lets nobody see or revoke another person's token through their own calls", async () => {
    const created = await createToken(asOwner);
    const { answer: othersList } = await asOther.call('/api/users/tokens');
    expect(othersList.map((token: { _id: string }) => token._id)).not.toContain(created._id);
    expect((await asOther.call(`/api/users/tokens/${created._id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asOther.call(`/api/users/${owner.id}/tokens`)).status).toBe(403);
    expect((await asOther.call(`/api/users/${owner.id}/tokens/${created._id}`, { method: 'DELETE' })).status).toBe(403);
    const { answer: ownList } = await asOwner.call('/api/users/tokens');
    expect(ownList.map((token: { _id: string }) => token._id)).toContain(created._id);
  });
});

describe("administrators and a person's tokens", () => {
  it('lists and revokes them, and the revocation names the administrator', async () => {
    const created = await createToken(asOwner, { name: 'Admin sees this', access: 'write', expiresInDays: 365 });
    const { status, answer: list } = await asAdmin.call(`/api/users/${owner.id}/tokens`);
    expect(status).toBe(200);
    expect(list.find((token: { _id: string }) => token._id === created._id)).toMatchObject({
      name: 'Admin sees this',
      access: 'write',
    });
    const revoked = await asAdmin.call(`/api/users/${owner.id}/tokens/${created._id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.objectId, created._id))
      .orderBy(auditEntries.seq)
      .offset(1);
    expect(entry).toMatchObject({ action: 'token.revoked', actorEmail: expect.stringContaining('@test.stride') });
    expect(entry!.actorId).not.toBe(owner.id);
    expect(entry!.details).toMatchObject({ ownerId: owner.id });
  });

  it('finds no token under another person', async () => {
    const created = await createToken(asOwner);
    const other = await createUser(t.db, { password: null });
    expect((await asAdmin.call(`/api/users/${other.id}/tokens/${created._id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
