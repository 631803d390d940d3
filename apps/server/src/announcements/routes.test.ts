import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { pdfTextLines } from '../../test/pdf.js';
import { createTestApp, readAnswer, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let editor: string;
let reader: string;

/** The pdf with every deflated stream inflated, so its text can be read. */
const inflatePdf = (pdf: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let cursor = 0;
  for (let start = pdf.indexOf('stream\n', cursor); start !== -1; start = pdf.indexOf('stream\n', cursor)) {
    const end = pdf.indexOf('\nendstream', start);
    const body = pdf.subarray(start + 7, end);
    let inflated: Buffer;
    try {
      inflated = inflateSync(body);
    } catch {
      inflated = body;
    }
    parts.push(pdf.subarray(cursor, start + 7), inflated, Buffer.from('\nendstream'));
    cursor = end + '\nendstream'.length;
  }
  parts.push(pdf.subarray(cursor));
  return Buffer.concat(parts);
};

beforeAll(async () => {
  t = await createTestApp();
  const editorUser = await createUser(t.db, { permissions: [{ domain: 'advertisingAssets', role: 'editor' }] });
  const readerUser = await createUser(t.db, { permissions: [{ domain: 'advertisingAssets', role: 'user' }] });
  editor = await signIn(t, editorUser.email, editorUser.password!);
  reader = await signIn(t, readerUser.email, readerUser.password!);
});
afterAll(() => t?.close());

const create = async (fields: Record<string, unknown>, cookie = editor) =>
  t.call('/api/assets/AdvertisingAsset/announcement', { body: fields, cookie });
const feed = async (cookie: string, query = '?published=true') =>
  (await readAnswer(await t.call(`/api/charts${query}`, { cookie }))) as { _id: string; title: string }[];
const pdf = (_id: string, cookie: string, language?: string) =>
  t.call('/api/assets/AdvertisingAsset/announcement/download/pdf', { body: { _id, language }, cookie });

describe('announcements (part 2 §7.9)', () => {
  it('an editor creates, publishes, edits, unpublishes and deletes an announcement', async () => {
    const created = await readAnswer(await create({ title: 'Fall 26 assets', body: 'Campaign imagery is in.' }));
    expect(created).toMatchObject({ title: 'Fall 26 assets', published: false, publishedAt: null, link: null });
    expect((await feed(reader)).map((row) => row._id)).not.toContain(created._id);

    const published = await t.call(`/api/charts/${created._id}`, {
      method: 'PATCH',
      body: { published: true, link: '/advertising/libraries' },
      cookie: editor,
    });
    expect(published.status).toBe(200);
    expect(await readAnswer(published)).toMatchObject({ published: true, link: '/advertising/libraries' });
    expect((await feed(reader)).map((row) => row._id)).toContain(created._id);

    await t.call(`/api/charts/${created._id}`, { method: 'PATCH', body: { published: false }, cookie: editor });
    expect((await feed(reader)).map((row) => row._id)).not.toContain(created._id);
    expect((await feed(editor, '')).map((row) => row._id)).toContain(created._id);

    const deleted = await t.call(`/api/charts/${created._id}`, { method: 'DELETE', cookie: editor });
    expect(await readAnswer(deleted)).toEqual({ message: 'Success' });
    expect((await feed(editor, '')).map((row) => row._id)).not.toContain(created._id);
    expect((await t.call(`/api/charts/${created._id}`, { method: 'DELETE', cookie: editor })).status).toBe(404);
  });

  it('keeps drafts from readers, even when they ask for all', async () => {
    const draft = await readAnswer(await create({ title: 'Draft', body: 'Not yet.' }));
    expect((await feed(reader, '')).map((row) => row._id)).not.toContain(draft._id);
    expect((await pdf(draft._id, reader)).status).toBe(404);
  });

  it('lets only advertising editors change announcements', async () => {
    const created = await readAnswer(await create({ title: 'Mine', body: 'x', published: true }));
    expect((await create({ title: 'x', body: 'x' }, reader)).status).toBe(403);
    expect(
      (await t.call(`/api/charts/${created._id}`, { method: 'PATCH', body: { title: 'y' }, cookie: reader })).status,
    ).toBe(403);
    expect((await t.call(`/api/charts/${created._id}`, { method: 'DELETE', cookie: reader })).status).toBe(403);
    expect((await t.call('/api/charts?published=true')).status).toBe(401);
  });

  it.each([
    [{ title: '', body: 'x' }, 'body.title'],
    [{ title: 'x', body: 'x', link: 'javascript:alert(1)' }, 'body.link'],
  ])('refuses %j', async (fields, field) => {
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).messageData.field).toBe(field);
  });

  it('answers 404 when editing an announcement that does not exist', async () => {
    const response = await t.call('/api/charts/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      body: { title: 'x' },
      cookie: editor,
    });
    expect(response.status).toBe(404);
  });

  it('draws the announcement as a pdf labelled in the asked language', async () => {
    const created = await readAnswer(
      await create({
        title: 'Wiosenna kampania',
        body: 'Zdjęcia są już dostępne.',
        link: '/advertising/libraries',
        published: true,
      }),
    );
    const response = await pdf(created._id, reader, 'pl-PL');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfTextLines(inflatePdf(Buffer.from(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Wiosenna kampania');
    expect(text).toContain('Zdjęcia są już dostępne.');
    expect(text).toMatch(/Opublikowano: \d\d\/\d\d\/\d{4}/);
    expect(text).toContain(`${t.baseUrl}/advertising/libraries`);
  });
});
