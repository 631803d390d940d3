import { INTERNAL_ASSORTMENT_EXISTS_MESSAGE, type Permission } from '@stride/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
/** Internal editors: wholesale everywhere, and a second one for the edit lock. */
let editor: AssortmentCaller;
let secondEditor: AssortmentCaller;
/** Internal editor of retail only. */
let retailEditor: AssortmentCaller;
/** Key Initiatives reader: internal role user without an editing sub-role. */
let reader: AssortmentCaller;
/** No internal access at all. */
let outsider: AssortmentCaller;

const internal = (subRole: Permission['subRole'], channel: 'All' | 'Wholesale' | 'Retail'): Permission[] => [
  { domain: 'internalAssortments', role: 'user', subRole, scopes: { region: 'All', channel, productType: 'All' } },
];

// The PostgreSQL run shares one database: a year of our own keeps other files' plans apart.
const year = 2000 + Math.floor(Math.random() * 90);
const plan = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  season: 'Spring',
  year,
  channel: 'Wholesale',
  region: 'Domestic',
  productType: 'Footwear',
  gender: 'Mens',
  ...extra,
});

beforeAll(async () => {
  c = await createAssortmentTestApp(20);
  editor = await c.caller('user', undefined, internal('editor', 'Wholesale'));
  secondEditor = await c.caller('user', undefined, internal('seniorEditor', 'All'));
  retailEditor = await c.caller('user', undefined, internal('editor', 'Retail'));
  reader = await c.caller('user', undefined, internal('manager', 'All'));
  outsider = await c.caller();
});
afterAll(async () => {
  await c?.close();
});

const create = async (body: Record<string, unknown>, as = editor) => {
  const { status, answer } = await as.call('/api/internalAssortments', { body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as { _id: string; orgType: string; state: string; uiSettings: { groupSettings: { groupBy: string } } };
};

describe('internal assortments', () => {
  it('are created by internal editors, grouped by pillar, and unique by season, year, region, gender and title', async () => {
    const products = c.footwear.slice(0, 2).map(({ style, color }) => ({ style, color }));
    const created = await create({ ...plan('Run Club'), products });
    expect(created).toMatchObject({ orgType: 'internal', state: 'Unpublished' });
    expect(created.uiSettings.groupSettings.groupBy).toBe('pillar');

    const again = await secondEditor.call('/api/internalAssortments', { body: plan('  run club ') });
    expect(again.status).toBe(409);
    expect(again.answer).toMatchObject({ message: INTERNAL_ASSORTMENT_EXISTS_MESSAGE });
    // Another gender is another plan.
    await create(plan('Run Club', { gender: 'Womens' }));

    const read = withLines(await secondEditor.call(`/api/internalAssortments/${created._id}`));
    expect(read.status).toBe(200);
    expect(read.answer).toMatchObject({ editable: true, products: [{}, {}] });
  });

  it('are refused outside the editor’s region, channel and product type, and to everyone else', async () => {
    expect((await retailEditor.call('/api/internalAssortments', { body: plan('Retail try') })).status).toBe(403);
    expect((await outsider.call('/api/internalAssortments', { body: plan('Outsider try') })).status).toBe(403);
    expect((await reader.call('/api/internalAssortments', { body: plan('Reader try') })).status).toBe(403);
    const bad = await editor.call('/api/internalAssortments', { body: { ...plan('No season'), season: undefined } });
    expect(bad.status).toBe(400);
  });

  it('are listed by what the internal access covers, apart from the person’s own assortments', async () => {
    const created = await create(plan('Trail Lab'));
    const query = `orgType=internal&channel=Wholesale&season=Spring&year=${year}`;
    const titles = async (as: AssortmentCaller, path = `/api/assortments?${query}`) =>
      ((await as.call(path)).answer as { data: { title: string }[] }).data.map((row) => row.title);

    expect(await titles(secondEditor)).toContain('Trail Lab');
    expect(await titles(retailEditor)).not.toContain('Trail Lab');
    expect(await titles(editor, '/api/assortments')).not.toContain('Trail Lab');
    expect(withLines(await retailEditor.call(`/api/internalAssortments/${created._id}`)).status).toBe(404);
  });

  it('are read by Key Initiatives readers once published, without editing', async () => {
    const created = await create(plan('Court Classics'));
    const discover = async () =>
      (
        (await reader.call('/api/internalAssortments/discover', { body: { channel: 'Wholesale', year } })).answer as {
          data: { title: string }[];
        }
      ).data.map((row) => row.title);
    expect(withLines(await reader.call(`/api/internalAssortments/${created._id}`)).status).toBe(404);
    expect(await discover()).not.toContain('Court Classics');

    const published = await editor.call(`/api/internalAssortments/${created._id}`, {
      method: 'PATCH',
      body: { state: 'Published' },
    });
    expect(published.answer).toMatchObject({ state: 'Published' });
    expect(withLines(await reader.call(`/api/internalAssortments/${created._id}`)).answer).toMatchObject({
      editable: false,
    });
    expect(await discover()).toContain('Court Classics');
    const write = await reader.call(`/api/internalAssortments/${created._id}`, {
      method: 'PATCH',
      body: { title: 'Taken over' },
    });
    expect(write.status).toBe(403);
    expect((await outsider.call('/api/internalAssortments/discover', { body: { channel: 'Wholesale' } })).status).toBe(
      403,
    );
  });

  it('keep their identity unique and their scope on edits', async () => {
    await create(plan('Hike Core'));
    const other = await create(plan('Hike Plus'));
    const rename = await editor.call(`/api/internalAssortments/${other._id}`, {
      method: 'PATCH',
      body: { title: 'HIKE CORE' },
    });
    expect(rename.status).toBe(409);
    expect(rename.answer).toMatchObject({ message: INTERNAL_ASSORTMENT_EXISTS_MESSAGE });
    const outOfScope = await editor.call(`/api/internalAssortments/${other._id}`, {
      method: 'PATCH',
      body: { channel: 'Retail' },
    });
    expect(outOfScope.status).toBe(403);
    const intoFolder = await editor.call(`/api/internalAssortments/${other._id}`, {
      method: 'PATCH',
      body: { parentId: other._id },
    });
    expect(intoFolder.status).toBe(400);
  });

  it('are edited by one person at a time: the edit lock', async () => {
    const created = await create({ ...plan('Lock Test'), products: [] });
    const versionOf = async () =>
      (withLines(await editor.call(`/api/internalAssortments/${created._id}`)).answer as { version: number }).version;
    const lock = (as: AssortmentCaller, action: 'request' | 'release') =>
      as.call(`/api/internalAssortments/edit/lock/${created._id}/${action}`, { method: 'POST' });
    const addLine = async (as: AssortmentCaller, index: number) =>
      as.call(`/api/internalAssortments/batch/${created._id}?baseVersion=${await versionOf()}`, {
        method: 'PATCH',
        body: [{ addProducts: [{ style: c.footwear[index]!.style, color: c.footwear[index]!.color }] }],
      });

    expect((await lock(editor, 'request')).answer).toMatchObject({ granted: true });
    const refused = await lock(secondEditor, 'request');
    expect(refused.answer).toMatchObject({
      granted: false,
      holder: { name: `${editor.user.name} ${editor.user.lastName}` },
    });

    const blocked = await addLine(secondEditor, 0);
    expect(blocked.status).toBe(409);
    expect(blocked.answer).toMatchObject({ messageData: { errorType: 'userLock', lockedBy: expect.any(String) } });
    expect((await secondEditor.call(`/api/internalAssortments/${created._id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await addLine(editor, 0)).status).toBe(200);
    // The group sort of an internal plan is under its orgType, and held by the lock too.
    const sort = (as: AssortmentCaller, orgType: string) =>
      versionOf().then((baseVersion) =>
        as.call(`/api/${orgType}/groupsort/batch/${created._id}`, {
          method: 'PATCH',
          body: {
            baseVersion,
            groups: ['Hero styles'],
            rows: [{ id: c.footwear[0]!.styleColorId, displayGroup: 'Hero styles' }],
          },
        }),
      );
    expect((await sort(secondEditor, 'internal')).status).toBe(409);
    expect((await sort(editor, 'regular')).status).toBe(404);
    expect((await sort(editor, 'internal')).status).toBe(200);

    expect((await lock(editor, 'release')).answer).toMatchObject({ granted: false, holder: null });
    expect((await lock(secondEditor, 'request')).answer).toMatchObject({ granted: true });

    // A lock not renewed lapses: a closed tab does not keep the team out.
    await c.t.db.execute(sql`update internal_assortment_locks set expires_at = now() - interval '1 second'`);
    expect((await lock(editor, 'request')).answer).toMatchObject({ granted: true });
    expect((await lock(reader, 'request')).status).toBe(403);
  });

  it('answer the pillars of the published internal library and page dynamic internal queries', async () => {
    const products = c.footwear.slice(0, 3).map(({ style, color }) => ({ style, color }));
    const created = await create({ ...plan('Pillars', { gender: 'Womens' }), products });
    const options = () =>
      reader.call('/api/internalAssortments/products/options', {
        body: { keys: ['products.pillar'], query: { year, season: 'Spring' } },
      });
    expect((await options()).answer).toEqual({ 'products.pillar': [] });
    await editor.call(`/api/internalAssortments/${created._id}`, { method: 'PATCH', body: { state: 'Published' } });
    const pillars = ((await options()).answer as Record<string, string[]>)['products.pillar'];
    expect(pillars?.length).toBeGreaterThan(0);

    const query = { query: {}, productType: 'Footwear', limit: 5, skip: 0 };
    expect((await editor.call('/api/internalAssortments/products/query', { body: query })).status).toBe(200);
    expect((await outsider.call('/api/internalAssortments/products/query', { body: query })).status).toBe(403);
  });

  it('merge the lines of other internal plans, never a regular assortment, and not past the edit lock', async () => {
    const lines = (from: number, to: number) =>
      c.footwear.slice(from, to).map(({ style, color }) => ({ style, color }));
    const target = await create({ ...plan('Merge Target'), products: lines(0, 2) });
    const source = await create({ ...plan('Merge Source'), products: lines(1, 3) });
    const merge = (as: AssortmentCaller, sourceIds: string[], id = target._id) =>
      as.call(`/api/internalAssortments/${id}/merge`, { method: 'PATCH', body: { sourceIds } });

    const merged = await merge(editor, [source._id]);
    expect(merged.status, JSON.stringify(merged.answer)).toBe(200);
    expect(merged.answer).toMatchObject({ assortment: { productCount: 3 } });
    const read = withLines(await editor.call(`/api/internalAssortments/${target._id}`));
    expect((read.answer as { products: { id: string }[] }).products.map((row) => row.id)).toEqual(
      c.footwear.slice(0, 3).map((product) => product.styleColorId),
    );

    const regular = await editor.call('/api/assortments', { body: { title: 'Regular source', products: lines(4, 5) } });
    expect(regular.status).toBe(200);
    const regularId = (regular.answer as { _id: string })._id;
    expect((await merge(editor, [regularId])).status).toBe(404);
    expect((await merge(editor, [source._id], regularId)).status).toBe(404);
    expect((await merge(retailEditor, [source._id])).status).toBe(404);
    expect((await merge(reader, [source._id])).status).toBe(403);

    await editor.call(`/api/internalAssortments/edit/lock/${target._id}/request`, { method: 'POST' });
    const locked = await merge(secondEditor, [source._id]);
    expect(locked.status).toBe(409);
    expect(locked.answer).toMatchObject({ messageData: { errorType: 'userLock' } });
    await editor.call(`/api/internalAssortments/edit/lock/${target._id}/release`, { method: 'POST' });
  });

  it("warn of a line already in another of the season's internal plans of the region", async () => {
    const line = c.footwear[5]!;
    await create({ ...plan('Overlap One', { season: 'Fall' }), products: [{ style: line.style, color: line.color }] });
    const other = await create(plan('Overlap Two', { season: 'Fall' }), secondEditor);
    const overlap = await secondEditor.call(`/api/assortments/${other._id}/season-overlap`, {
      method: 'POST',
      body: { ids: [line.styleColorId, c.footwear[6]!.styleColorId] },
    });
    expect(overlap.answer).toEqual({ data: [line.styleColorId] });
  });
});
