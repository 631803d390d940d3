import { assortmentSchema, assortmentWithProductsSchema, MAX_ASSORTMENTS_PER_USER } from '@stride/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';
import { createUser } from '../../test/factories.js';
import { signIn } from '../../test/test-app.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp();
  owner = await c.caller();
});
afterAll(() => c?.close());

const products = (count: number, from = 0) =>
  c.footwear.slice(from, from + count).map((product) => ({ style: product.style, color: product.color }));

const create = async (as: AssortmentCaller, body: Record<string, unknown>) => {
  const { status, answer } = await as.call('/api/assortments', { body });
  expect(status).toBe(200);
  return assortmentSchema.parse(answer);
};

describe('assortments: create, read, lists', () => {
  it('creates a static assortment with products in the catalogue order given, priced at its location', async () => {
    const created = await create(owner, {
      title: 'Spring line',
      subTitle: 'Acme Shoes',
      region: 'Europe',
      products: products(3),
    });
    expect(created).toMatchObject({
      title: 'Spring line',
      subTitle: 'Acme Shoes',
      type: 'item',
      locationId: 'EU',
      productCount: 3,
      version: 1,
      state: 'Published',
    });
    const { status, answer } = withLines(await owner.call(`/api/assortments/${created._id}`));
    expect(status).toBe(200);
    const read = assortmentWithProductsSchema.parse(answer);
    expect(read.products.map((row) => row.id)).toEqual(c.footwear.slice(0, 3).map((product) => product.styleColorId));
    const euPrice = c.footwear[0]!.locations.find((location) => location.code === 'EU')?.wholesalePrice ?? null;
    expect(read.products[0]!.cost).toBe(euPrice);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    for (const body of [
      {},
      { title: '' },
      { title: 'x', productType: 'Shoes' },
      { title: 'x', products: [{ style: '' }] },
    ]) {
      const { status, answer } = await owner.call('/api/assortments', { body });
      expect(status).toBe(400);
      expect(answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    }
    expect((await owner.call('/api/assortments/not-a-uuid')).status).toBe(400);
  });

  it('lists all (folders and items), recent (newest first), starred and archived apart', async () => {
    const me = await c.caller();
    const folder = await create(me, { title: 'Customers', type: 'folder' });
    const first = await create(me, { title: 'Alpha', parentId: folder._id });
    const second = await create(me, { title: 'Beta' });
    await me.call(`/api/assortments/${first._id}`, { method: 'PATCH', body: { starred: true } });
    await me.call('/api/assortments/archive', { method: 'PATCH', body: { ids: [second._id], archived: true } });

    const titles = async (query: string) =>
      (await me.call(`/api/assortments?${query}`)).answer.data.map((row: { title: string }) => row.title);
    expect(await titles('view=all&sort=name')).toEqual(['Alpha', 'Customers']);
    expect(await titles('view=starred')).toEqual(['Alpha']);
    expect(await titles('view=archived')).toEqual(['Beta']);
    expect(await titles('view=recent')).toEqual(['Alpha']);
    const alpha = (await me.call('/api/assortments?view=all')).answer.data.find(
      (row: { title: string }) => row.title === 'Alpha',
    );
    expect(alpha.hierarchy).toEqual([folder._id, first._id]);
    expect(alpha.starred).toBe(true);
  });

  it('archiving a folder archives its contents; unarchiving publishes them again', async () => {
    const me = await c.caller();
    const folder = await create(me, { title: 'Season', type: 'folder' });
    const inside = await create(me, { title: 'Inside', parentId: folder._id });
    const archived = await me.call('/api/assortments/archive', {
      method: 'PATCH',
      body: { ids: [folder._id], archived: true },
    });
    expect(archived.answer).toMatchObject({ count: 1, data: [{ _id: inside._id, archived: true, state: 'Archived' }] });
    const back = await me.call('/api/assortments/archive', {
      method: 'PATCH',
      body: { ids: [folder._id], archived: false },
    });
    expect(back.answer.data[0]).toMatchObject({ archived: false, state: 'Published' });
  });

  it('moves entries between folders but never into themselves', async () => {
    const me = await c.caller();
    const outer = await create(me, { title: 'Outer', type: 'folder' });
    const inner = await create(me, { title: 'Inner', type: 'folder', parentId: outer._id });
    const moveOuter = await me.call(`/api/assortments/${outer._id}`, {
      method: 'PATCH',
      body: { parentId: inner._id },
    });
    expect(moveOuter.status).toBe(400);
    const item = await create(me, { title: 'Item' });
    const moved = await me.call(`/api/assortments/${item._id}`, { method: 'PATCH', body: { parentId: inner._id } });
    expect(moved.answer.hierarchy).toEqual([outer._id, inner._id, item._id]);
  });

  it('deletes a folder with everything in it', async () => {
    const me = await c.caller();
    const folder = await create(me, { title: 'Old', type: 'folder' });
    const item = await create(me, { title: 'Old line', parentId: folder._id, products: products(2) });
    const { answer } = await me.call(`/api/assortments/${folder._id}`, { method: 'DELETE' });
    expect(answer).toEqual({ message: 'Success', count: 2 });
    expect(withLines(await me.call(`/api/assortments/${item._id}`)).status).toBe(404);
  });

  it('answers the published list with the selected fields only', async () => {
    await create(owner, { title: 'Published line' });
    const { answer } = await owner.call('/api/assortments/published');
    const row = answer.find((entry: { title: string }) => entry.title === 'Published line');
    expect(Object.keys(row).sort()).toEqual(
      [
        '_id',
        'alerts',
        'archived',
        'decimalsPlaces',
        'gender',
        'hierarchy',
        'locationId',
        'modifiedDate',
        'productType',
        'region',
        'starred',
        'subTitle',
        'title',
      ].sort(),
    );
  });
});

describe('POST /api/assortments/products/query', () => {
  it("pages a dynamic assortment's query with the spec's sort mapping and the total", async () => {
    const body = {
      query: { filters: { gender: ['Womens'] } },
      productType: 'Footwear',
      'locations.code': 'US',
      'locations.lineStatus': 'ALL',
      _options: { totalCount: true },
      limit: 5,
      skip: 0,
      sort: { cost: -1 },
    };
    const { status, answer } = await owner.call('/api/assortments/products/query', { body });
    expect(status).toBe(200);
    const expected = c.footwear.filter(
      (product) =>
        product.gender === 'Womens' &&
        ['A', 'R', 'O'].includes(product.locations.find((l) => l.code === 'US')?.lineStatus ?? ''),
    );
    expect(answer.totalCount).toBe(expected.length);
    const costs = answer.data.map(
      (row: { locations: { wholesalePrice: number }[] }) => row.locations[0]!.wholesalePrice,
    );
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(costs[0]).toBe(
      Math.max(...expected.map((product) => product.locations.find((l) => l.code === 'US')!.wholesalePrice)),
    );
  });
});

describe('assortments: exports', () => {
  it('exports a list as a workbook named after it, one row per assortment by title, dates as YYYY-MM-DD', async () => {
    const me = await c.caller();
    await create(me, { title: 'Exported line', products: products(2) });
    await create(me, { title: 'Folder', type: 'folder' });
    const response = await c.t.call('/api/assortments/export/all', { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('all-assortments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const titles = sheet.getColumn(1).values.slice(2);
    expect(titles.sort()).toEqual(['Exported line', 'Folder']);
    expect(String(sheet.getRow(2).getCell(14).value)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const starred = await c.t.call('/api/assortments/export/quick-access-starred', { cookie: me.cookie });
    expect(starred.headers.get('content-disposition')).toContain('quick-access-starred-assortments.xlsx');
    expect((await c.t.call('/api/assortments/export/everything', { cookie: me.cookie })).status).toBe(400);
  });

  it('keeps the recent list to the 20 newest', async () => {
    const me = await c.caller();
    for (let index = 0; index < 22; index++) await create(me, { title: `Recent ${index}` });
    const { answer } = await me.call('/api/assortments?view=recent');
    expect(answer.data).toHaveLength(20);
    expect(answer.data[0].title).toBe('Recent 21');
  });
});

describe('assortments: options and sync date', () => {
  it("answers the pillars of the products in the caller's matching assortments, an override included", async () => {
    const me = await c.caller();
    const rows = products(3);
    const created = await create(me, { title: 'Pillars', products: rows });
    const id = `${rows[0]!.style}_${rows[0]!.color}`;
    await me.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id, changes: { pillar: 'Outdoor' } }] }],
    });
    const expected = new Set([...c.footwear.slice(1, 3).map((product) => product.pillar), 'Outdoor']);
    const { status, answer } = await me.call('/api/options/data/Assortment', {
      body: { keys: ['products.pillar'], query: { productType: 'Footwear', state: 'Published' } },
    });
    expect(status).toBe(200);
    expect(answer['products.pillar']).toEqual([...expected].sort());
    const none = await me.call('/api/options/data/Assortment/regular', {
      body: { keys: ['products.pillar'], query: { productType: 'POP' } },
    });
    expect(none.answer).toEqual({ 'products.pillar': [] });
  });
});

describe('assortments: access', () => {
  it('needs a session (401) and the assortments permission (403)', async () => {
    expect((await c.t.call('/api/assortments')).status).toBe(401);
    const outsider = await createUser(c.t.db, { permissions: [{ domain: 'products', role: 'user' }] });
    const cookie = await signIn(c.t, outsider.email, outsider.password!);
    expect((await c.t.call('/api/assortments', { cookie })).status).toBe(403);
    expect((await c.t.call('/api/assortments', { cookie, body: { title: 'x' } })).status).toBe(403);
  });

  it("hides another user's assortment (404) but lets a manager open and edit it", async () => {
    const mine = await create(owner, { title: 'Private line', products: products(1) });
    const stranger = await c.caller();
    expect(withLines(await stranger.call(`/api/assortments/${mine._id}`)).status).toBe(404);
    expect(
      (await stranger.call(`/api/assortments/${mine._id}`, { method: 'PATCH', body: { title: 'Mine now' } })).status,
    ).toBe(404);
    expect((await stranger.call(`/api/assortments/${mine._id}`, { method: 'DELETE' })).status).toBe(404);
    const manager = await c.caller('manager');
    expect(withLines(await manager.call(`/api/assortments/${mine._id}`)).status).toBe(200);
    const renamed = await manager.call(`/api/assortments/${mine._id}`, {
      method: 'PATCH',
      body: { title: 'Reviewed line' },
    });
    expect(renamed.answer).toMatchObject({ title: 'Reviewed line', lastEditedByUser: { _id: manager.user.id } });
  });

  it('stops at the most assortments one user may own with the max-assortment error', async () => {
    const me = await c.caller();
    const rows = Array.from({ length: MAX_ASSORTMENTS_PER_USER }, (_, index) => ({ title: `Line ${index}` }));
    for (const body of rows) expect((await me.call('/api/assortments', { body })).status).toBe(200);
    const { status, answer } = await me.call('/api/assortments', { body: { title: 'One too many' } });
    expect(status).toBe(409);
    expect(answer).toMatchObject({
      messageCode: 'ITS_BE_ERROR_MAX_ASSORTMENTS',
      messageData: { limit: MAX_ASSORTMENTS_PER_USER },
    });
    // A copy for oneself is refused the same way, and nothing is copied.
    const [first] = (await me.call('/api/assortments?view=all')).answer.data;
    const copy = await me.call('/api/assortments/cloneMany', { body: { ids: [first._id] } });
    expect(copy.status).toBe(409);
    expect(copy.answer.messageCode).toBe('ITS_BE_ERROR_MAX_ASSORTMENTS');
    // Folders do not count.
    expect((await me.call('/api/assortments', { body: { title: 'Folder', type: 'folder' } })).status).toBe(200);
  }, 120_000);
});
