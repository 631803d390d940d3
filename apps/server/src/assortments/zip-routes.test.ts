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

describe('POST /api/assortments/{id}/season-overlap', () => {
  it("names the lines another of the person's assortments of the same season, year and region holds", async () => {
    const [first, second, third] = c.footwear.slice(5, 8).map(({ style, color, styleColorId }) => ({
      style,
      color,
      styleColorId,
    }));
    const season = { season: 'Fall', year: 2031, region: 'Domestic' };
    const line = (product: typeof first) => ({ style: product!.style, color: product!.color });
    await me.call('/api/assortments', { body: { title: 'Fall A', ...season, products: [line(first)] } });
    await me.call('/api/assortments', {
      body: { title: 'Spring A', ...season, season: 'Spring', products: [line(second)] },
    });
    const archived = await me.call('/api/assortments', {
      body: { title: 'Fall old', ...season, products: [line(third)] },
    });
    await me.call(`/api/assortments/${archived.answer._id}`, { method: 'PATCH', body: { archived: true } });
    const other = await c.caller();
    await other.call('/api/assortments', { body: { title: 'Not mine', ...season, products: [line(second)] } });
    const target = await me.call('/api/assortments', { body: { title: 'Fall B', ...season } });

    const ids = [first, second, third].map((product) => product!.styleColorId);
    const overlap = await me.call(`/api/assortments/${target.answer._id}/season-overlap`, { body: { ids } });
    expect(overlap.status).toBe(200);
    expect(overlap.answer.data).toEqual([first!.styleColorId]);
    const stranger = await other.call(`/api/assortments/${target.answer._id}/season-overlap`, { body: { ids } });
    expect(stranger.status).toBe(404);
  });
});
