import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, TEST_PASSWORD, uniqueToken } from '../../test/factories.js';
import { linkIn } from '../../test/outbox.js';
import { createTestApp, readAnswer, sessionCookie, signIn, type TestApp } from '../../test/test-app.js';
import { createUsersRepository } from '../users/repository.js';
import { accountCodes } from './tables.js';

let t: TestApp;
let users: ReturnType<typeof createUsersRepository>;

beforeAll(async () => {
  t = await createTestApp();
  users = createUsersRepository(t.db);
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'a-brand-new-password';

const requestAccess = (email: string) =>
  t.call('/api/users/access-request', {
    body: { email, name: 'Ada', lastName: 'Lovelace', entity: 'Analytical Engines', reason: 'Linesheets', extra: 1 },
  });

const onlyMailTo = async (email: string) => {
  const mails = await t.outbox.mailsTo(email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

describe('request access and confirm the e-mail', () => {
  it('creates a pending user and mails a confirmation link', async () => {
    const email = `${uniqueToken('applicant')}@test.stride`;
    const response = await requestAccess(email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toEqual({
      messageCode: 'ITS_BE_INFO_VERIFICATION_SENT',
      message: expect.any(String),
    });

    const user = await users.findByEmail(email);
    expect(user).toMatchObject({
      email,
      name: 'Ada',
      lastName: 'Lovelace',
      entity: 'Analytical Engines',
      accessReason: 'Linesheets',
      status: 'pending',
      emailConfirmed: false,
      passwordHash: null,
    });
    const mail = await onlyMailTo(email);
    expect(mail.subject).toMatch(/confirm your e-mail/);
    const link = linkIn(mail, '/api/users/confirm-email/');
    expect(link.origin).toBe(t.baseUrl);
    expect(link.pathname).toMatch(new RegExp(`^/api/users/confirm-email/${user!.id}/[\\w-]{20,}$`));
  });

  it('confirms once through the link, tells the administrators, then calls the link invalid', async () => {
    const admin = await createAdmin(t.db);
    const email = `${uniqueToken('applicant')}@test.stride`;
    await requestAccess(email);
    const link = linkIn(await onlyMailTo(email), '/api/users/confirm-email/');

    const confirmed = await t.call(link.pathname);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/confirm-email/confirmed');
    expect(await users.findByEmail(email)).toMatchObject({ emailConfirmed: true, status: 'pending' });

    const [notice] = await t.outbox.mailsTo(admin.email);
    expect(notice?.subject).toBe('Stride: access request from Ada Lovelace');
    expect(notice?.text).toContain(`<${email}> (Analytical Engines)`);
    expect(linkIn(notice!, '/admin/users').search).toBe('?status=pending');

    const reused = await t.call(link.pathname);
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe('/confirm-email/invalid');
    expect(await t.outbox.mailsTo(admin.email)).toHaveLength(1);
  });

  it('calls a wrong code or an unknown user invalid', async () => {
    const email = `${uniqueToken('applicant')}@test.stride`;
    await requestAccess(email);
    const link = linkIn(await onlyMailTo(email), '/api/users/confirm-email/');
    const [, , , , userId] = link.pathname.split('/');
    for (const path of [
      `/api/users/confirm-email/${userId}/${'x'.repeat(43)}`,
      link.pathname.replace(userId!, '00000000-0000-4000-8000-000000000000'),
    ]) {
      const response = await t.call(path);
      expect(response.headers.get('location')).toBe('/confirm-email/invalid');
    }
    expect((await users.findByEmail(email))?.emailConfirmed).toBe(false);
  });

  it('gives the same answer for an address that has an account, and creates nothing', async () => {
    const existing = await createUser(t.db);
    const fresh = await requestAccess(`${uniqueToken('applicant')}@test.stride`);
    const known = await requestAccess(existing.email.toUpperCase());
    expect(known.status).toBe(fresh.status);
    expect(await readAnswer(known)).toEqual(await readAnswer(fresh));
    expect(await users.findByEmail(existing.email)).toMatchObject({ id: existing.id, status: 'active', name: 'Test' });
    expect((await onlyMailTo(existing.email)).subject).toBe('Stride: access request');
  });
});

describe('password reset', () => {
  const resetAnswer = { messageCode: 'ITS_BE_INFO_RESET_SENT', message: expect.any(String) };

  it('mails an active local user a /set-password link', async () => {
    const user = await createUser(t.db);
    const response = await t.call('/api/users/password-reset', { body: { email: user.email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toEqual(resetAnswer);
    const mail = await onlyMailTo(user.email);
    expect(mail.subject).toBe('Stride: reset your password');
    expect(linkIn(mail, '/set-password/').pathname).toMatch(new RegExp(`^/set-password/${user.id}/[\\w-]{20,}$`));
  });

  it('mails an Okta user to contact IT instead', async () => {
    const user = await createUser(t.db, { strategy: 'okta' });
    await t.call('/api/users/password-reset', { body: { email: user.email } });
    const mail = await onlyMailTo(user.email);
    expect(mail.text).toContain('Please contact IT to reset your password.');
    expect(mail.text).not.toMatch(/set-password/);
  });

  it('answers the same and mails nobody for an unknown, pending or deactivated address', async () => {
    const pending = await createUser(t.db, { status: 'pending' });
    const deactivated = await createUser(t.db, { status: 'deactivated' });
    for (const email of [`${uniqueToken('nobody')}@test.stride`, pending.email, deactivated.email]) {
      const response = await t.call('/api/users/password-reset', { body: { email } });
      expect(response.status).toBe(200);
      expect(await readAnswer(response)).toEqual(resetAnswer);
      expect(await t.outbox.mailsTo(email)).toEqual([]);
    }
  });
});

describe('set password', () => {
  const resetLink = async (email: string) => {
    await t.call('/api/users/password-reset', { body: { email } });
    const mails = await t.outbox.mailsTo(email);
    const path = linkIn(mails.at(-1)!, '/set-password/').pathname;
    return `/api/users${path}`;
  };
  const expectCodeInvalid = async (response: Response) => {
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_CODE_INVALID');
  };

  it('checks the link: the address and name behind a valid code, 400 otherwise', async () => {
    const user = await createUser(t.db);
    const path = await resetLink(user.email);
    const valid = await t.call(path);
    expect(valid.status).toBe(200);
    expect(await readAnswer(valid)).toEqual({ email: user.email, name: user.name });
    await expectCodeInvalid(await t.call(path.replace(/[\w-]+$/, 'x'.repeat(43))));
  });

  it('sets the password, signs in, ends other sessions, and the code cannot be reused', async () => {
    const user = await createUser(t.db);
    const oldCookie = await signIn(t, user.email, TEST_PASSWORD);
    const path = await resetLink(user.email);

    const response = await t.call(path, { body: { password: NEW_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await readAnswer(response)).toMatchObject({ _id: user.id, email: user.email });
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect((await t.call('/api/users/ping', { cookie })).status).toBe(200);
    expect((await t.call('/api/users/ping', { cookie: oldCookie })).status).toBe(401);

    const oldPassword = await t.call('/api/users/session', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(oldPassword.status).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    await expectCodeInvalid(await t.call(path, { body: { password: 'yet-another-password' } }));
    await expectCodeInvalid(await t.call(path));
    await signIn(t, user.email, NEW_PASSWORD);
  });

  it('refuses a password shorter than 10 characters and keeps the code', async () => {
    const user = await createUser(t.db);
    const path = await resetLink(user.email);
    const short = await t.call(path, { body: { password: 'too-short' } });
    expect(short.status).toBe(400);
    expect((await readAnswer(short)).messageData.field).toBe('body.password');
    expect((await t.call(path)).status).toBe(200);
  });

  it('rejects an expired code', async () => {
    const user = await createUser(t.db);
    const path = await resetLink(user.email);
    await t.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(accountCodes.userId, user.id), eq(accountCodes.purpose, 'resetPassword')));
    await expectCodeInvalid(await t.call(path));
    await expectCodeInvalid(await t.call(path, { body: { password: NEW_PASSWORD } }));
    await signIn(t, user.email, TEST_PASSWORD);
  });

  it("rejects another user's code", async () => {
    const [owner, other] = [await createUser(t.db), await createUser(t.db)];
    const path = await resetLink(owner.email);
    await expectCodeInvalid(await t.call(path.replace(owner.id, other.id), { body: { password: NEW_PASSWORD } }));
  });

  it('replaces an earlier reset code with the newer one', async () => {
    const user = await createUser(t.db);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    await expectCodeInvalid(await t.call(first));
    expect((await t.call(second)).status).toBe(200);
  });
});

describe('an administrator approves a request', () => {
  it('mails a /set-password/…/new link that sets the first password and signs in', async () => {
    const admin = await createAdmin(t.db);
    const adminCookie = await signIn(t, admin.email, admin.password!);
    const email = `${uniqueToken('applicant')}@test.stride`;
    await requestAccess(email);
    const applicant = (await users.findByEmail(email))!;

    const approved = await t.call(`/api/users/${applicant.id}`, {
      method: 'PATCH',
      cookie: adminCookie,
      body: { status: 'active', permissions: [{ domain: 'products', role: 'user' }] },
    });
    expect(approved.status).toBe(200);
    expect(await readAnswer(approved)).toMatchObject({
      status: 'active',
      permissions: [{ domain: 'products', role: 'user' }],
    });

    const welcome = (await t.outbox.mailsTo(email)).at(-1)!;
    expect(welcome.subject).toBe('Stride: your access was approved');
    const link = linkIn(welcome, '/set-password/');
    expect(link.pathname).toMatch(new RegExp(`^/set-password/${applicant.id}/[\\w-]{20,}/new$`));

    const codePath = `/api/users${link.pathname.replace(/\/new$/, '')}`;
    expect(await readAnswer(await t.call(codePath))).toEqual({ email, name: 'Ada' });
    const firstPassword = await t.call(codePath, { body: { password: NEW_PASSWORD } });
    expect(firstPassword.status).toBe(200);
    expect((await t.call('/api/users/ping', { cookie: sessionCookie(firstPassword) })).status).toBe(200);
    await signIn(t, email, NEW_PASSWORD);
  });

  it('sends no welcome for an edit of an active user or an approved Okta user', async () => {
    const admin = await createAdmin(t.db);
    const adminCookie = await signIn(t, admin.email, admin.password!);
    const active = await createUser(t.db);
    const okta = await createUser(t.db, { strategy: 'okta', status: 'pending' });
    for (const user of [active, okta]) {
      const response = await t.call(`/api/users/${user.id}`, {
        method: 'PATCH',
        cookie: adminCookie,
        body: { status: 'active' },
      });
      expect(response.status).toBe(200);
      expect(await t.outbox.mailsTo(user.email)).toEqual([]);
    }
  });
});
