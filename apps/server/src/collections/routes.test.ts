import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(10);
  me = await c.caller();
});
afterAll(() => c?.close());

describe('collections', () => {
  it('finds or makes the Default collection of an assortment, then batches products into it', async () => {
    const { answer: assortment } = await me.call('/api/assortments', { body: { title: 'With collection' } });
    const linkage = { linkageType: 'linkageId', linkageId: assortment._id };
    const first = await me.call('/api/collections/Assortment/query', { body: linkage });
    expect(first.status).toBe(200);
    expect(first.answer).toEqual([
      expect.objectContaining({ name: 'Default', linkageModel: 'Assortment', linkageId: assortment._id, products: [] }),
    ]);
    const again = await me.call('/api/collections/Assortment/query', { body: linkage });
    expect(again.answer[0]._id).toBe(first.answer[0]._id);

    const id = first.answer[0]._id;
    const batch = await me.call(`/api/collections/Assortment/batch/${id}`, {
      body: {
        addProducts: [
          { style: 'a1', color: 'bk' },
          { style: 'A1', color: 'BK' },
          { style: 'B2', color: 'WT' },
        ],
        updateProducts: [{ style: 'B2', color: 'WT', selected: false }],
      },
    });
    expect(batch.answer.products).toEqual([
      { style: 'A1', color: 'BK', selected: true },
      { style: 'B2', color: 'WT', selected: false },
    ]);
    const listed = await me.call('/api/collections/Assortment');
    expect(listed.answer.map((collection: { _id: string }) => collection._id)).toContain(id);
  });

  it('creates named collections linked to a season line, and keeps them to their owner', async () => {
    const created = await me.call('/api/collections/Assortment', {
      body: {
        linkageType: 'linkageObject',
        linkageObject: { season: 'Spring', year: 2027, channel: 'Wholesale' },
        name: 'Showroom picks',
      },
    });
    expect(created.answer).toMatchObject({
      name: 'Showroom picks',
      linkageType: 'linkageObject',
      linkageObject: { season: 'Spring', year: 2027 },
    });
    const stranger = await c.caller();
    expect(
      (await stranger.call(`/api/collections/Assortment/batch/${created.answer._id}`, { body: { name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect((await stranger.call('/api/collections/Assortment')).answer).toEqual([]);
    expect((await me.call('/api/collections/Assortment', { body: { linkageType: 'linkageId' } })).status).toBe(400);
    expect((await c.t.call('/api/collections/Assortment')).status).toBe(401);
  });
});
