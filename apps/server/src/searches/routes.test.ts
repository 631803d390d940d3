import { MAX_SAVED_SEARCHES } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';
import { createSavedSearchesRepository } from './repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://stride.example' } });
});
afterAll(() => t?.close());

const signedIn = async () => {
  const user = await createUser(t.db, { name: 'Maya', lastName: 'Thompson' });
  return { user, cookie: await signIn(t, user.email, user.password!) };
};

describe('sharing a search by e-mail', () => {
  it('mails the search link under the link text, with the subject and message, to recipients and bcc', async () => {
    const { user, cookie } = await signedIn();
    const response = await t.call('/api/searches/share', {
      cookie,
      body: {
        recipients: [' Buyer@Acme.example '],
        bccRecipients: ['me@acme.example'],
        subject: 'Mens running for spring',
        body: 'The styles we talked about.',
        linkText: 'See the styles',
        path: '/product/libraries/products?gender=Mens&division=Running',
      },
    });
    expect(response.status).toBe(200);
    const [mail] = await t.outbox.mailsTo('buyer@acme.example');
    expect(mail).toMatchObject({
      to: ['buyer@acme.example'],
      bcc: ['me@acme.example'],
      subject: 'Mens running for spring',
    });
    expect(mail!.text).toContain('The styles we talked about.');
    expect(mail!.text).toContain(
      'See the styles:\nhttps://stride.example/product/libraries/products?gender=Mens&division=Running',
    );
    expect(mail!.text).toContain(`Sent by Maya Thompson <${user.email}>`);
  });

  it('refuses a link to another site, no recipient, and a caller without a session', async () => {
    const { cookie } = await signedIn();
    const base = { recipients: ['a@acme.example'], subject: 'Look', path: '/product/libraries/products' };
    for (const body of [
      { ...base, path: '//evil.example/phish' },
      { ...base, path: 'https://evil.example' },
      { ...base, recipients: [] },
      { ...base, recipients: ['not an address'] },
      { ...base, subject: ' ' },
    ]) {
      const response = await t.call('/api/searches/share', { cookie, body });
      expect(response.status).toBe(400);
      expect((await readAnswer(response)).messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    }
    expect((await t.call('/api/searches/share', { body: base })).status).toBe(401);
  });
});

describe('saved searches', () => {
  it("saves, lists newest first and deletes a person's own searches only", async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const save = (name: string, query: string) =>
      t.call('/api/searches/saved', { cookie, body: { name, query, path: '/product/libraries/products' } });
    const first = await readAnswer(await save('Mens running', 'gender=Mens&division=Running'));
    const second = await readAnswer(await save('Kids', 'gender=Kids'));
    expect(first).toMatchObject({ name: 'Mens running', query: 'gender=Mens&division=Running' });

    const listed = await readAnswer(await t.call('/api/searches/saved', { cookie }));
    expect(listed.map((search: { name: string }) => search.name)).toEqual(['Kids', 'Mens running']);
    expect(await readAnswer(await t.call('/api/searches/saved', { cookie: other.cookie }))).toEqual([]);

    // Another person can neither see nor delete it.
    const refused = await t.call(`/api/searches/saved/${second._id}`, { method: 'DELETE', cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect((await t.call(`/api/searches/saved/${second._id}`, { method: 'DELETE', cookie })).status).toBe(200);
    const left = await readAnswer(await t.call('/api/searches/saved', { cookie }));
    expect(left.map((search: { _id: string }) => search._id)).toEqual([first._id]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person`, async () => {
    const { user, cookie } = await signedIn();
    const repository = createSavedSearchesRepository(t.db);
    for (let index = 0; index < MAX_SAVED_SEARCHES; index++) {
      await repository.insert({
        userId: user.id,
        name: `Search ${index}`,
        path: '/product/libraries/products',
        query: '',
      });
    }
    const response = await t.call('/api/searches/saved', {
      cookie,
      body: { name: 'One more', query: '', path: '/product/libraries/products' },
    });
    expect(response.status).toBe(409);
    expect(await readAnswer(response)).toMatchObject({
      messageCode: 'ITS_BE_ERROR_MAX_SAVED_SEARCHES',
      messageData: { max: MAX_SAVED_SEARCHES },
    });
  });
});
