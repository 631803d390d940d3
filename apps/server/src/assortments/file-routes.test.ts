import { assortmentWithProductsSchema } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPicture, uploadAssortmentFile } from '../../test/assortment-files.js';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp();
  me = await c.caller();
});
afterAll(() => c?.close());

const newAssortment = async (as = me) => {
  const products = c.footwear.slice(0, 2).map((product) => ({ style: product.style, color: product.color }));
  const { answer } = await as.call('/api/assortments', { body: { title: 'Pictures', products } });
  return answer as { _id: string };
};

const read = async (id: string, as = me) =>
  assortmentWithProductsSchema.parse(withLines(await as.call(`/api/assortments/${id}`)).answer);

const upload = (
  assortmentId: string,
  announce: { usageType: string; attachTo: string; filename?: string },
  bytes: Buffer,
  as = me,
) => uploadAssortmentFile(c, as, assortmentId, announce, bytes);

const fetchFile = (url: string, as = me) => c.t.call(url, { cookie: as.cookie });

describe('assortment files: logo, line pictures, display-group content', () => {
  it("sets the assortment's logo from an upload, serves it, and deletes the one it replaces", async () => {
    const { _id } = await newAssortment();
    const first = await upload(_id, { usageType: 'assortmentLogo', attachTo: _id }, await pngPicture());
    expect(first.completed.status).toBe(200);
    expect((await read(_id)).logo).toBe(first.file.url);

    const served = await fetchFile(first.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="picture.png"/);

    const second = await upload(
      _id,
      { usageType: 'assortmentLogo', attachTo: _id, filename: 'new logo.png' },
      await pngPicture(),
    );
    expect(second.completed.status).toBe(200);
    expect((await read(_id)).logo).toBe(second.file.url);
    expect((await fetchFile(first.file.url)).status).toBe(404);
    expect((await fetchFile(second.file.url)).status).toBe(200);
  });

  it("gives a line its own picture, and a blank cell goes back to the catalogue's", async () => {
    const { _id } = await newAssortment();
    const line = c.footwear[1]!.styleColorId;
    const { file, completed } = await upload(_id, { usageType: 'product', attachTo: line }, await pngPicture());
    expect(completed.status).toBe(200);
    const after = await read(_id);
    expect(after.products.find((row) => row.id === line)?.thumbnail).toBe(file.url);
    expect(after.products.find((row) => row.id !== line)?.thumbnail).toBeNull();

    const cleared = await me.call(`/api/assortments/batch/${_id}?baseVersion=${after.version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id: line, changes: { thumbnail: '' } }] }],
    });
    expect(cleared.status).toBe(200);
    expect((await read(_id)).products.find((row) => row.id === line)?.thumbnail).toBeNull();
  });

  it("sets a display group's preview image and source file, keeping its html", async () => {
    const { _id } = await newAssortment();
    const { version } = await read(_id);
    const groups = await me.call(`/api/assortments/batch/${_id}?baseVersion=${version}`, {
      method: 'PATCH',
      body: [
        {
          patch: {
            displayGroups: ['Trail'],
            customContent: [
              { displayGroup: 'Trail', html: '<p>Built for mud</p>', previewJpg: null, sourceFile: null },
            ],
          },
        },
      ],
    });
    expect(groups.status).toBe(200);
    const preview = await upload(_id, { usageType: 'displayGroup', attachTo: 'Trail' }, await pngPicture());
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF\n')]);
    const source = await upload(
      _id,
      { usageType: 'displayGroupSource', attachTo: 'Trail', filename: 'trail.pdf' },
      pdf,
    );
    expect(source.completed.status).toBe(200);
    expect((await read(_id)).customContent).toEqual([
      {
        displayGroup: 'Trail',
        html: '<p>Built for mud</p>',
        previewJpg: preview.file.url,
        sourceFile: source.file.url,
      },
    ]);
    // A pdf is never shown inline by the app's origin.
    expect((await fetchFile(source.file.url)).headers.get('content-disposition')).toMatch(/^attachment;/);
    // A group's working files stay with the assortment's editors, published or not.
    expect((await fetchFile(source.file.url, await c.caller())).status).toBe(404);
  });

  it('refuses what the assortment does not have, files of the wrong type, and other people', async () => {
    const { _id } = await newAssortment();
    const announce = (body: Record<string, unknown>, as = me) =>
      as.call(`/api/assortments/${_id}/files`, { body: { filename: 'a.png', fileSize: 100, ...body } });
    expect((await announce({ usageType: 'product', attachTo: c.footwear[9]!.styleColorId })).status).toBe(400);
    expect((await announce({ usageType: 'displayGroup', attachTo: 'No such group' })).status).toBe(400);
    expect((await announce({ usageType: 'assortmentLogo', attachTo: 'elsewhere' })).status).toBe(400);
    expect((await announce({ usageType: 'assortmentLogo' })).status).toBe(400);

    const text = await upload(
      _id,
      { usageType: 'assortmentLogo', attachTo: _id, filename: 'logo.png' },
      Buffer.from('<svg onload="alert(1)"/>'.repeat(10)),
    );
    expect(text.completed.status).toBe(400);
    expect((await read(_id)).logo).toBeNull();

    const stranger = await c.caller();
    expect((await announce({ usageType: 'assortmentLogo', attachTo: _id }, stranger)).status).toBe(404);
    const logo = await upload(_id, { usageType: 'assortmentLogo', attachTo: _id }, await pngPicture());
    // Published, its showroom (and the logo it shows) is open to every assortment user; unpublished, to its editors.
    expect((await fetchFile(logo.file.url, stranger)).status).toBe(200);
    await me.call(`/api/assortments/${_id}`, { method: 'PATCH', body: { state: 'Unpublished' } });
    expect((await fetchFile(logo.file.url, stranger)).status).toBe(404);
    expect((await c.t.call(logo.file.url)).status).toBe(401);
  });

  it('refuses a logo field naming anything but a file of an assortment', async () => {
    const { _id } = await newAssortment();
    const patched = await me.call(`/api/assortments/${_id}`, {
      method: 'PATCH',
      body: { logo: 'javascript:alert(1)' },
    });
    expect(patched.status).toBe(400);
  });
});
