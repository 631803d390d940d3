import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createSsoTestBed, type SsoTestBed } from '../../test/sso-fixtures.js';
import { users } from '../users/tables.js';
import { auditEntries } from './tables.js';

/** Single sign-on writes the same entries as the local sign-in: signed in, refused, and the users it creates. */
let bed: SsoTestBed;
beforeAll(async () => {
  bed = await createSsoTestBed();
});
afterAll(async () => {
  await bed?.close();
});

const entriesOf = (objectId: string) =>
  bed.stride.db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId)).orderBy(auditEntries.seq);

describe('the audit log of single sign-on', () => {
  it('records the sign-in of a known okta user', async () => {
    const account = bed.addAccount();
    const known = await createUser(bed.stride.db, {
      strategy: 'okta',
      externalSubject: account.subject,
      email: account.email,
    });
    expect((await bed.signInAs(account.subject)).status).toBe(302);
    expect(await entriesOf(known.id)).toEqual([
      expect.objectContaining({ action: 'session.signed_in', actorId: known.id, details: { strategy: 'okta' } }),
    ]);
  });

  it('records the pending user it creates and the refused sign-in of a pending one', async () => {
    const account = bed.addAccount();
    await bed.signInAs(account.subject);
    const [created] = await bed.stride.db.select().from(users).where(eq(users.externalSubject, account.subject));
    expect(await entriesOf(created!.id)).toEqual([
      expect.objectContaining({
        action: 'user.created',
        actorId: null,
        details: { email: account.email, via: 'singleSignOn' },
      }),
    ]);
    await bed.stride.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, created!.id));
    await bed.signInAs(account.subject);
    const refused = await bed.stride.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'session.sign_in_failed'));
    expect(refused.filter((row) => row.details?.email === account.email)).toEqual([
      expect.objectContaining({
        actorId: null,
        details: { email: account.email, reason: 'pending', strategy: 'okta' },
      }),
    ]);
  });
});
