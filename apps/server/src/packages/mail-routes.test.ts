import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../test/outbox.js';
import {
  advertisingEditor,
  bytesOf,
  createPackagesTestApp,
  type PackagesTestApp,
  productsUser,
} from '../../test/package-fixtures.js';
import { readAnswer } from '../../test/test-app.js';
import { readZip } from '../../test/zip.js';
import { users } from '../users/tables.js';
import { mailedPackages } from './tables.js';

let p: PackagesTestApp;
let sender: Awaited<ReturnType<PackagesTestApp['signInWith']>>;
const poster = Buffer.from('poster bytes');

beforeAll(async () => {
  p = await createPackagesTestApp();
  sender = await p.signInWith([productsUser, advertisingEditor]);
});
afterAll(() => p?.close());

const recipient = () => `r${Math.random().toString(36).slice(2, 10)}@partner.example`;

/** Mails a package of one stored file and answers the recipient's link. */
const mailPoster = async (to = recipient()) => {
  const file = await p.storeFile('poster.png', poster);
  const response = await p.t.call('/api/packages/mail', {
    body: { to: [to], message: 'For the window display', data: { filename: 'Window kit', files: [file] } },
    cookie: sender.cookie,
  });
  expect(response.status).toBe(200);
  expect(await readAnswer(response)).toEqual({ message: 'Success' });
  const [mail] = await p.t.outbox.mailsTo(to);
  return { mail: mail!, link: linkIn(mail!, '/api/packages/shared/') };
};

describe('POST /api/packages/mail (part 2 §7.11)', () => {
  it('mails a link that streams the same zip to anyone holding it', async () => {
    const { mail, link } = await mailPoster();
    expect(mail.subject).toContain('shared Window kit with you');
    expect(mail.text).toContain('For the window display');
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Window kit.zip"');
    expect((await readZip(await bytesOf(response))).get('poster.png')).toEqual(poster);
  });

  it('stops working after 7 days', async () => {
    const { link } = await mailPoster();
    const [row] = await p.t.db.select().from(mailedPackages).where(eq(mailedPackages.sharedBy, sender.user.id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    await p.t.db
      .update(mailedPackages)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mailedPackages.sharedBy, sender.user.id));
    expect((await fetch(link)).status).toBe(404);
  });

  it('stops working when the sharer is deactivated', async () => {
    const other = await p.signInWith([advertisingEditor]);
    const file = await p.storeFile('a.png', poster);
    const to = recipient();
    await p.t.call('/api/packages/mail', {
      body: { to: [to], data: { filename: 'a', files: [file] } },
      cookie: other.cookie,
    });
    const link = linkIn((await p.t.outbox.mailsTo(to))[0]!, '/api/packages/shared/');
    await p.t.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, other.user.id));
    expect((await fetch(link)).status).toBe(404);
  });

  it('answers 404 for a made-up code, and sends a browser to the page that says the link has expired', async () => {
    const madeUp = '/api/packages/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await p.t.call(madeUp)).status).toBe(404);
    const browser = await p.t.call(madeUp, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/link-expired');
  });

  it('mails nothing when a file may not be read', async () => {
    const to = recipient();
    const secret = await p.storeFile('secret.png', poster, { forbidden: true });
    const response = await p.t.call('/api/packages/mail', {
      body: { to: [to], data: { filename: 'x', files: [secret] } },
      cookie: sender.cookie,
    });
    expect(response.status).toBe(403);
    expect(await p.t.outbox.mailsTo(to)).toEqual([]);
  });

  it('mails the photos of a division', async () => {
    const { division, products } = await p.insertProducts(2, ['A']);
    const to = recipient();
    const response = await p.t.call('/api/packages/mail/division', {
      body: { to: [to], data: { filename: division, division, settings: { small: true } } },
      cookie: sender.cookie,
    });
    expect(response.status).toBe(200);
    const link = linkIn((await p.t.outbox.mailsTo(to))[0]!, '/api/packages/shared/');
    const entries = await readZip(await bytesOf(await fetch(link)));
    expect([...entries.keys()].sort()).toEqual(products.map(({ styleColorId }) => `${styleColorId}_A.jpg`).sort());
  });

  it('refuses addresses that are not e-mail addresses', async () => {
    const file = await p.storeFile('a.png', poster);
    const response = await p.t.call('/api/packages/mail', {
      body: { to: ['someone'], data: { filename: 'a', files: [file] } },
      cookie: sender.cookie,
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/mail/applink', () => {
  it('mails a link to a screen of the app', async () => {
    const to = recipient();
    const response = await p.t.call('/api/mail/applink', {
      body: { to: [to], path: '/libraries/advertising?season=SP' },
      cookie: sender.cookie,
    });
    expect(response.status).toBe(200);
    const link = linkIn((await p.t.outbox.mailsTo(to))[0]!, '/libraries/advertising');
    expect(link.origin).toBe(p.t.baseUrl);
    expect(link.search).toBe('?season=SP');
  });

  it('refuses a link to another site', async () => {
    const response = await p.t.call('/api/mail/applink', {
      body: { to: [recipient()], path: '//evil.example/login' },
      cookie: sender.cookie,
    });
    expect(response.status).toBe(400);
  });
});
