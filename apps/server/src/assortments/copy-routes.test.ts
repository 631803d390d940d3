import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';
import { createUser } from '../../test/factories.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp();
  me = await c.caller();
});
afterAll(() => c?.close());

const pairs = (from: number, count: number) =>
  c.footwear.slice(from, from + count).map(({ style, color }) => ({ style, color }));
const create = async (title: string, products = pairs(0, 2), as = me) =>
  (await as.call('/api/assortments', { body: { title, products } })).answer;
const rowsOf = async (id: string, as = me) =>
  withLines(await as.call(`/api/assortments/${id}`)).answer.products as { id: string; colorNote: string | null }[];

describe('POST /api/assortments/cloneMany', () => {
  it('duplicates for oneself with the rows and their values', async () => {
    const source = await create('Original');
    const first = c.footwear[0]!.styleColorId;
    await me.call(`/api/assortments/batch/${source._id}?baseVersion=${source.version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id: first, changes: { colorNote: 'Keep me' } }] }],
    });
    const { status, answer } = await me.call('/api/assortments/cloneMany', { body: { ids: [source._id] } });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      status: 'success',
      failures: [],
      data: [{ title: 'Original (copy)', owner: { _id: me.user.id }, productCount: 2 }],
    });
    expect((await rowsOf(answer.data[0]._id)).find((row) => row.id === first)?.colorNote).toBe('Keep me');
  });

  it('copies for another user, who then owns it', async () => {
    const source = await create('For a colleague');
    const colleague = await c.caller();
    const { answer } = await me.call('/api/assortments/cloneMany', {
      body: { ids: [source._id], userId: colleague.user.id, title: 'Your line' },
    });
    expect(answer.data[0]).toMatchObject({ title: 'Your line', owner: { _id: colleague.user.id }, starred: false });
    expect(
      (await colleague.call('/api/assortments?view=all')).answer.data.map((row: { title: string }) => row.title),
    ).toEqual(['Your line']);
  });

  it('answers partial with the failures for what cannot be copied, and 404 for an unknown user', async () => {
    const source = await create('Mine');
    const stranger = await c.caller();
    const theirs = await create('Theirs', pairs(0, 1), stranger);
    const { answer } = await me.call('/api/assortments/cloneMany', { body: { ids: [source._id, theirs._id] } });
    expect(answer.status).toBe('partial');
    expect(answer.data).toHaveLength(1);
    expect(answer.failures).toEqual([{ id: theirs._id, message: expect.any(String) }]);
    const unknown = await me.call('/api/assortments/cloneMany', {
      body: { ids: [source._id], userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const outsider = await createUser(c.t.db, { permissions: [{ domain: 'products', role: 'user' }] });
    expect(
      (await me.call('/api/assortments/cloneMany', { body: { ids: [source._id], userId: outsider.id } })).status,
    ).toBe(400);
  });
});

describe('merge and rename', () => {
  it('merges the products of other assortments after the existing rows, never twice', async () => {
    const target = await create('Target', pairs(0, 2));
    const source = await create('Source', pairs(1, 3));
    const { status, answer } = await me.call(`/api/assortments/${target._id}/merge`, {
      method: 'PATCH',
      body: { sourceIds: [source._id] },
    });
    expect(status).toBe(200);
    expect((await rowsOf(target._id)).map((row) => row.id)).toEqual(
      c.footwear.slice(0, 4).map((product) => product.styleColorId),
    );
    expect(answer.assortment.productCount).toBe(4);
  });

  it('renames a style-colour in place, keeping its values; refuses one not in the catalogue', async () => {
    const created = await create('Renames', pairs(0, 2));
    const [first, second] = c.footwear.slice(0, 2);
    const replacement = c.footwear[5]!;
    await me.call(`/api/assortments/batch/${created._id}?baseVersion=${created.version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id: first!.styleColorId, changes: { colorNote: 'Moved' } }] }],
    });
    const version = withLines(await me.call(`/api/assortments/${created._id}`)).answer.version;
    const renameProducts = [{ id: first!.styleColorId, newStyle: replacement.style, newColor: replacement.color }];
    const { status } = await me.call(`/api/assortments/${created._id}/renameProducts`, {
      body: { baseVersion: version, renameProducts },
    });
    expect(status).toBe(200);
    expect(await rowsOf(created._id)).toMatchObject([
      { id: replacement.styleColorId, colorNote: 'Moved' },
      { id: second!.styleColorId },
    ]);
    const missing = await me.call(`/api/assortments/${created._id}/renameProducts`, {
      body: {
        baseVersion: version + 1,
        renameProducts: [{ id: second!.styleColorId, newStyle: 'NOPE1', newColor: 'XX' }],
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.answer.message).toBe('Style/Color Not Found');
  });
});
