import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/factories.js';
import { cookiePair, createSsoTestBed, messageCodeOf, type SsoTestBed } from '../../test/sso-fixtures.js';
import { SESSION_COOKIE } from '../sessions/cookie.js';
import { users } from '../users/tables.js';

let bed: SsoTestBed;
beforeAll(async () => {
  bed = await createSsoTestBed();
});
afterAll(async () => {
  await bed?.close();
});

/** A first sign-in of an unknown person: the pendingUser token of its /ad-register redirect. */
const firstSignIn = async () => {
  const account = bed.addAccount({ given_name: 'Katherine', family_name: 'Johnson' });
  const response = await bed.signInAs(account.subject);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/ad-register\//);
  return { account, pendingUser: location.slice('/ad-register/'.length) };
};

const userOf = async (subject: string) =>
  (await bed.stride.db.select().from(users).where(eq(users.externalSubject, subject)))[0]!;

describe('/api/users/ad-register/:pendingUser', () => {
  it('prefills the details, records the request once and tells the user administrators', async () => {
    const admin = await createAdmin(bed.stride.db);
    const { account, pendingUser } = await firstSignIn();

    const details = await bed.stride.call(`/api/users/ad-register/${pendingUser}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({ email: account.email, name: 'Katherine', lastName: 'Johnson' });

    const sent = await bed.stride.call(`/api/users/ad-register/${pendingUser}`, {
      body: { entity: 'Stride US', country: 'US', reason: 'Wholesale orders', email: 'other@evil.example' },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ messageCode: 'ITS_BE_INFO_ACCESS_REQUEST_UNDER_REVIEW' });

    expect(await userOf(account.subject)).toMatchObject({
      email: account.email,
      status: 'pending',
      emailConfirmed: true,
      entity: 'Stride US',
      country: 'US',
      accessReason: 'Wholesale orders',
    });
    const [mail] = await bed.stride.outbox.mailsTo(admin.email);
    expect(mail?.subject).toContain('Katherine Johnson');
    expect(mail?.text).toContain(account.email);
    expect(mail?.text).toContain('Wholesale orders');

    for (const method of ['GET', 'POST']) {
      const again = await bed.stride.call(`/api/users/ad-register/${pendingUser}`, {
        method,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(again.status).toBe(400);
      expect(await messageCodeOf(again)).toBe('ITS_BE_ERROR_CODE_INVALID');
    }
  });

  it('sends a user whose request awaits review to /not-approved?reason=pending on the next sign-in', async () => {
    const { account, pendingUser } = await firstSignIn();
    await bed.stride.call(`/api/users/ad-register/${pendingUser}`, { body: {} });

    const next = await bed.signInAs(account.subject);
    expect(next.headers.get('location')).toBe('/not-approved?reason=pending');
    expect(cookiePair(next, SESSION_COOKIE)).toBeUndefined();
  });

  it('gives a fresh link to a user who signs in again before sending the request, and retires the old one', async () => {
    const { account, pendingUser: first } = await firstSignIn();
    const again = await bed.signInAs(account.subject);
    const second = (again.headers.get('location') ?? '').slice('/ad-register/'.length);
    expect(second).not.toBe(first);

    expect((await bed.stride.call(`/api/users/ad-register/${first}`)).status).toBe(400);
    expect((await bed.stride.call(`/api/users/ad-register/${second}`)).status).toBe(200);
    expect((await userOf(account.subject)).emailConfirmed).toBe(false);
  });

  it('signs the user in once an administrator approved the request', async () => {
    const { account, pendingUser } = await firstSignIn();
    await bed.stride.call(`/api/users/ad-register/${pendingUser}`, { body: {} });
    await bed.stride.db.update(users).set({ status: 'active' }).where(eq(users.externalSubject, account.subject));

    const response = await bed.signInAs(account.subject);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(cookiePair(response, SESSION_COOKIE)).toBeDefined();
  });

  it.each(['unknown-token-that-was-never-issued', 'x'])('answers ITS_BE_ERROR_CODE_INVALID for %s', async (token) => {
    const response = await bed.stride.call(`/api/users/ad-register/${token}`);
    expect(response.status).toBe(400);
    expect(await messageCodeOf(response)).toBe('ITS_BE_ERROR_CODE_INVALID');
  });

  it('refuses the link of a user who is no longer pending', async () => {
    const { account, pendingUser } = await firstSignIn();
    await bed.stride.db.update(users).set({ status: 'deactivated' }).where(eq(users.externalSubject, account.subject));
    const response = await bed.stride.call(`/api/users/ad-register/${pendingUser}`, { body: { reason: 'x' } });
    expect(response.status).toBe(400);
    expect(await messageCodeOf(response)).toBe('ITS_BE_ERROR_CODE_INVALID');
  });
});
