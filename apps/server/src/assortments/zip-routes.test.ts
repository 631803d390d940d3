import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
} from '../../test/assortment-fixtures.js';
import { readZip } from '../../test/zip.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp(20);
  me = await c.caller();
});
afterAll(() => c?.close());

describe('GET /api/assortments/zip/images/{small}/{heroOnly}/{id}', () => {
  it("zips the hero photo of each of the assortment's style-colours", async () => {
    const products = c.footwear.slice(0, 2);
    const { answer } = await me.call('/api/assortments', {
      body: { title: 'Photo line', products: products.map(({ style, color }) => ({ style, color })) },
    });
    const response = await c.t.call(`/api/assortments/zip/images/true/true/${answer._id}`, { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(
      [...entries.keys()].map((name) => name.split('.')[0]!.slice(0, products[0]!.styleColorId.length)).sort(),
    ).toEqual(products.map((product) => product.styleColorId).sort());
  });

  it('refuses an assortment without photos, bad flags, and strangers', async () => {
    const { answer } = await me.call('/api/assortments', { body: { title: 'Empty line' } });
    expect((await c.t.call(`/api/assortments/zip/images/true/true/${answer._id}`, { cookie: me.cookie })).status).toBe(
      400,
    );
    expect((await c.t.call(`/api/assortments/zip/images/yes/true/${answer._id}`, { cookie: me.cookie })).status).toBe(
      400,
    );
    const stranger = await c.caller();
    expect(
      (await c.t.call(`/api/assortments/zip/images/true/true/${answer._id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
  });
});
