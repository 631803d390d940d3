import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, TEST_PASSWORD, uniqueToken } from '../../test/factories.js';
import { linkIn } from '../../test/outbox.js';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { createUsersRepository } from '../users/repository.js';
import { auditEntries } from './tables.js';

/** Sign-in, sign-out, password reset and the users' access: each is in the audit log as it happens. */
let t: TestApp;
let adminCookie: string;
let admin: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.db);
  adminCookie = await signIn(t, admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

/** The entries of one object (the test's own user), oldest first: the database may be shared with other files. */
const entriesOf = (objectId: string) =>
  t.db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId)).orderBy(auditEntries.seq);

const failuresFor = (email: string) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, 'session.sign_in_failed'), eq(auditEntries.address, '127.0.0.1')))
    .then((rows) => rows.filter((row) => row.details?.email === email));

describe('the audit log of sessions and accounts', () => {
  it('records a sign-in with who and from where, and a sign-out', async () => {
    const user = await createUser(t.db);
    const cookie = await signIn(t, user.email, TEST_PASSWORD);
    expect((await t.call('/api/users/logout', { cookie })).status).toBe(200);
    expect(await entriesOf(user.id)).toEqual([
      expect.objectContaining({
        action: 'session.signed_in',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        address: '127.0.0.1',
        details: { strategy: 'local' },
        at: expect.any(Date),
      }),
      expect.objectContaining({ action: 'session.signed_out', actorId: user.id, address: '127.0.0.1' }),
    ]);
  });

  it('records a failed sign-in without a person, with the e-mail tried and never the password', async () => {
    const user = await createUser(t.db);
    const unknown = `${uniqueToken('nobody')}@test.stride`;
    const wrong = await t.call('/api/users/session', { body: { email: user.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    await t.call('/api/users/session', { body: { email: unknown, password: 'whatever-it-is' } });
    const [failed] = await failuresFor(user.email);
    expect(failed).toMatchObject({
      actorId: null,
      actorEmail: null,
      details: { email: user.email, reason: 'invalidCredentials' },
    });
    expect(JSON.stringify(failed)).not.toContain('not-the-password');
    expect(await failuresFor(unknown)).toHaveLength(1);
  });

  it('records a refused sign-in of a deactivated account with its status', async () => {
    const user = await createUser(t.db, { status: 'deactivated' });
    expect((await t.call('/api/users/session', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(
      403,
    );
    expect((await failuresFor(user.email)).map((row) => row.details?.reason)).toEqual(['deactivated']);
  });

  it('records a password reset by the person whose mailed code it was', async () => {
    const user = await createUser(t.db);
    await t.call('/api/users/password-reset', { body: { email: user.email } });
    const [mail] = await t.outbox.mailsTo(user.email);
    const path = linkIn(mail!, '/set-password/').pathname;
    const set = await t.call(`/api/users${path}`, { body: { password: 'a-brand-new-password' } });
    expect(set.status).toBe(200);
    const reset = (await entriesOf(user.id)).find((row) => row.action === 'account.password_reset');
    expect(reset).toMatchObject({ actorId: user.id, address: '127.0.0.1', details: { purpose: 'resetPassword' } });
    expect(JSON.stringify(reset)).not.toContain('a-brand-new-password');
  });

  it('records a user created by an access request, approved, given rights and disabled by an administrator', async () => {
    const email = `${uniqueToken('applicant')}@test.stride`;
    await t.call('/api/users/access-request', { body: { email, name: 'Ada', lastName: 'Lovelace' } });
    const created = await createUsersRepository(t.db).findByEmail(email);
    const patch = (body: unknown) =>
      t.call(`/api/users/${created!.id}`, { method: 'PATCH', body, cookie: adminCookie });
    expect((await patch({ status: 'active' })).status).toBe(200);
    const permissions = [{ domain: 'products', role: 'editor' }];
    expect((await patch({ permissions, isEditor: true, sessionOptions: { userTimeoutMs: 600_000 } })).status).toBe(200);
    expect((await patch({ status: 'deactivated' })).status).toBe(200);

    const entries = await entriesOf(created!.id);
    expect(entries.map((row) => row.action)).toEqual([
      'user.created',
      'user.approved',
      'user.permissions_changed',
      'user.disabled',
    ]);
    expect(entries[0]).toMatchObject({ actorId: null, details: { email, via: 'accessRequest' } });
    for (const entry of entries.slice(1)) expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
    expect(entries[2]?.details).toEqual({
      before: { permissions: [], isEditor: false },
      after: { permissions, isEditor: true },
    });
  });
});
