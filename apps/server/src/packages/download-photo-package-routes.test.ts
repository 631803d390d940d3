import { describe, expect, it } from 'vitest';
import { advertisingEditor, bytesOf, postForm, productsUser } from '../../test/package-fixtures.js';
import { readAnswer } from '../../test/test-app.js';
import { readZip } from '../../test/zip.js';
import { useDownloadTestApp } from './download-routes-test-setup.js';

const { app, cookie } = useDownloadTestApp();

describe('photo packages: spreadsheet, division, assortment', () => {
  it('packs the photos of spreadsheet rows once each, leaving out unknown rows', async () => {
    const { products } = await app().insertProducts(2, ['A', 'B']);
    const [first, second] = products.map(({ style, color }) => ({ style, color }));
    const response = await postForm(
      app().t,
      '/api/packages/download/spreadsheet',
      {
        filename: 'rows',
        rows: [first, second, first, { style: 'ZZ404', color: '99' }],
        settings: { heroOnly: true, small: true },
      },
      { cookie: cookie(), downloadId: 'sheet' },
    );
    expect(response.status).toBe(200);
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()].sort()).toEqual(
      [`${first!.style}_${first!.color}_A.jpg`, `${second!.style}_${second!.color}_A.jpg`].sort(),
    );
  });

  it('packs every view of every product of a division', async () => {
    const { division, products } = await app().insertProducts(3, ['A', 'C']);
    const response = await postForm(
      app().t,
      '/api/packages/download/division',
      { filename: division, division, settings: { small: true } },
      { cookie: cookie() },
    );
    const entries = await readZip(await bytesOf(response));
    expect([...entries.keys()].sort()).toEqual(
      products.flatMap(({ styleColorId }) => [`${styleColorId}_A.jpg`, `${styleColorId}_C.jpg`]).sort(),
    );
  });

  it('answers 400 for a division without products', async () => {
    const response = await postForm(
      app().t,
      '/api/packages/download/division',
      { filename: 'x', division: 'Nothing here' },
      { cookie: cookie() },
    );
    expect(response.status).toBe(400);
    expect((await readAnswer(response)).message).toBe('There are no files to download in this package.');
  });

  it("packs the photos of the lines of a person's assortments that the query matches, each once", async () => {
    const { products } = await app().insertProducts(3, ['A', 'B']);
    const lines = products.map(({ style, color }) => ({ style, color }));
    const planner = await app().signInWith([{ domain: 'productAssortments', role: 'user' }, productsUser]);
    const other = await app().signInWith([{ domain: 'productAssortments', role: 'user' }, productsUser]);
    const create = async (cookie: string, body: Record<string, unknown>) =>
      expect((await app().t.call('/api/assortments', { cookie, body })).status).toBe(200);
    await create(planner.cookie, {
      title: 'Spring Mens',
      gender: 'Mens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(0, 2),
    });
    await create(planner.cookie, {
      title: 'Spring Womens',
      gender: 'Womens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(1),
    });
    await create(other.cookie, {
      title: 'Spring Mens',
      gender: 'Mens',
      season: 'Spring',
      year: 2027,
      products: lines.slice(2),
    });
    const zipOf = async (assortmentsQuery: Record<string, unknown>) => {
      const response = await postForm(
        app().t,
        '/api/packages/download/assortment',
        { filename: 'spring', assortmentsQuery, settings: { heroOnly: true } },
        { cookie: planner.cookie },
      );
      expect(response.status).toBe(200);
      return [...(await readZip(await bytesOf(response))).keys()].sort();
    };
    const heroes = (indexes: number[]) => indexes.map((index) => `${products[index]!.styleColorId}_A.jpg`).sort();

    // Title without case, or gender: only the planner's own assortments count.
    expect(await zipOf({ season: 'Spring', year: '2027', $or: [{ title: 'spring mens' }] })).toEqual(heroes([0, 1]));
    expect(await zipOf({ year: 2027 })).toEqual(heroes([0, 1, 2]));
    expect(await zipOf({ $or: [{ title: 'Spring Mens', gender: 'Womens' }, { gender: 'Womens' }] })).toEqual(
      heroes([1, 2]),
    );

    const none = await postForm(
      app().t,
      '/api/packages/download/assortment',
      { filename: 'x', assortmentsQuery: { season: 'Fall' } },
      { cookie: planner.cookie },
    );
    expect(none.status).toBe(400);
    expect((await readAnswer(none)).message).toBe('There are no files to download in this package.');
  });

  it('packs the lines of the internal plans the person may read, published ones for readers', async () => {
    const { products } = await app().insertProducts(2, ['A']);
    const internal = (subRole?: 'editor') => ({
      domain: 'internalAssortments' as const,
      role: 'user' as const,
      ...(subRole ? { subRole } : {}),
      scopes: { region: 'All' as const, channel: 'All' as const, productType: 'All' as const },
    });
    const assortmentsUser = { domain: 'productAssortments' as const, role: 'user' as const };
    const planner = await app().signInWith([assortmentsUser, productsUser, internal('editor')]);
    const reader = await app().signInWith([assortmentsUser, productsUser, internal()]);
    const title = `Package plan ${products[0]!.style}`;
    const created = await app().t.call('/api/internalAssortments', {
      cookie: planner.cookie,
      body: {
        title,
        season: 'Fall',
        year: 2031,
        channel: 'Wholesale',
        region: 'Domestic',
        products: products.map(({ style, color }) => ({ style, color })),
      },
    });
    expect(created.status).toBe(200);
    const { _id } = (await created.json()) as { _id: string };
    const zip = (cookie: string) =>
      postForm(
        app().t,
        '/api/packages/download/assortment',
        { filename: 'plan', assortmentsQuery: { orgType: 'internal', $or: [{ title }] }, settings: { heroOnly: true } },
        { cookie },
      );
    expect((await zip(planner.cookie)).status).toBe(200);
    // Still Unpublished: a reader finds nothing to pack.
    expect((await zip(reader.cookie)).status).toBe(400);
    await app().t.call(`/api/internalAssortments/${_id}`, {
      method: 'PATCH',
      cookie: planner.cookie,
      body: { state: 'Published' },
    });
    const published = await zip(reader.cookie);
    expect(published.status).toBe(200);
    expect([...(await readZip(await bytesOf(published))).keys()].sort()).toEqual(
      products.map((product) => `${product.styleColorId}_A.jpg`).sort(),
    );
  });

  it('keeps photo packages to users with the products permission', async () => {
    const { cookie: editorOnly } = await app().signInWith([advertisingEditor]);
    const response = await postForm(
      app().t,
      '/api/packages/download/division',
      { filename: 'x', division: 'Running' },
      { cookie: editorOnly },
    );
    expect(response.status).toBe(403);
  });
});
