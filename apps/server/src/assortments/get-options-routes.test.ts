import { randomUUID } from 'node:crypto';
import { assortmentFileUrl, productImagePath } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let owner: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(10);
  owner = await c.caller();
});
afterAll(() => c?.close());

type Fields = Record<string, unknown>;

/** An assortment of the first two footwear lines, no subtitle, no row values of its own. */
const twoLines = async () => {
  const products = c.footwear.slice(0, 2).map(({ style, color }) => ({ style, color }));
  const { status, answer } = await owner.call('/api/assortments', { body: { title: 'Options', products } });
  expect(status).toBe(200);
  return answer as { _id: string; version: number };
};

const read = async (id: string, query = '', as = owner) => {
  const { status, answer } = withLines(await as.call(`/api/assortments/${id}${query}`));
  expect(status).toBe(200);
  return answer as Fields & { products: Fields[] };
};

const nonNull = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

describe('GET /api/assortments/{id} _options (spec part 2 §7.3)', () => {
  it('answers as before without options: nulls kept, no collection, no orders', async () => {
    const { _id } = await twoLines();
    const answer = await read(_id);
    expect(answer).not.toHaveProperty('defaultCollection');
    expect(answer).not.toHaveProperty('orders');
    expect(answer.subTitle).toBeNull();
    expect(answer.products[0]).toMatchObject({ label: null, discountPercent: null, styleNote: null });
  });

  it("prints a line's own picture, else the catalogue's print image", async () => {
    const { _id, version } = await twoLines();
    const [own, catalogue] = c.footwear.slice(0, 2).map((product) => product.styleColorId);
    const picture = assortmentFileUrl(_id, randomUUID());
    const saved = await owner.call(`/api/assortments/batch/${_id}?baseVersion=${version}`, {
      method: 'PATCH',
      body: [{ updateProducts: [{ id: own, changes: { thumbnail: picture } }] }],
    });
    expect(saved.status).toBe(200);
    const rows = (await read(_id)).products;
    expect(rows.map((row) => [row.id, row.printImage])).toEqual([
      [own, picture],
      [catalogue, productImagePath(catalogue!, 'A', 'medium')],
    ]);
  });

  it('preserveNulls=false leaves out every null-valued field, and nothing else', async () => {
    const { _id } = await twoLines();
    const { products: fullRows, ...fullHeader } = await read(_id);
    const compact = await read(_id, '?preserveNulls=false');
    const { products: compactRows, ...compactHeader } = compact;
    expect(JSON.stringify(compactHeader)).not.toContain('null');
    expect(compactHeader).not.toHaveProperty('subTitle');
    expect(compactHeader).toEqual(nonNull(fullHeader));
    // Lines never carry a null: a field left out of a line is null.
    expect(JSON.stringify(compactHeader.styles)).toBe(JSON.stringify(fullHeader.styles));
    expect(compactRows).toEqual(fullRows);
  });

  it("includeDefaultCollections adds the caller's collection of the assortment, null until one is made", async () => {
    const { _id } = await twoLines();
    expect((await read(_id, '?includeDefaultCollections=true')).defaultCollection).toBeNull();
    // Reading made none: the caller still has no collection.
    expect((await owner.call('/api/collections/Assortment')).answer).toEqual([]);

    const made = await owner.call('/api/collections/Assortment/query', {
      body: { linkageType: 'linkageId', linkageId: _id },
    });
    const { style, color } = c.footwear[0]!;
    await owner.call(`/api/collections/Assortment/batch/${made.answer[0]._id}`, {
      body: { addProducts: [{ style, color }] },
    });
    const answer = await read(_id, '?includeDefaultCollections=true');
    expect(answer.defaultCollection).toMatchObject({
      _id: made.answer[0]._id,
      name: 'Default',
      linkageId: _id,
      products: [{ style, color, selected: true }],
    });
    expect(answer.products).toHaveLength(2);

    // Collections are each user's own: a manager opening the assortment has none of theirs.
    const manager = await c.caller('manager');
    expect((await read(_id, '?includeDefaultCollections=true', manager)).defaultCollection).toBeNull();
  });

  // The orders themselves, and who sees which: orders-of-assortment-routes.test.ts.
  it('includeOrders answers an empty list for an assortment no order was made from', async () => {
    const { _id } = await twoLines();
    const answer = await read(_id, '?includeOrders=true&products=false');
    expect(answer.orders).toEqual([]);
    expect(answer.products).toEqual([]);
  });

  it('refuses an option that is not a yes or no with a 400 naming it', async () => {
    const { _id } = await twoLines();
    for (const option of ['preserveNulls', 'includeDefaultCollections', 'includeOrders']) {
      const { status, answer } = await owner.call(`/api/assortments/${_id}?${option}=maybe`);
      expect(status).toBe(400);
      expect(answer).toMatchObject({
        messageCode: 'ITS_BE_ERROR_INVALID_INPUT',
        messageData: { field: `querystring.${option}` },
      });
    }
  });
});
