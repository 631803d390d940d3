import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { readAnswer } from '../../test/test-app.js';

let c: CatalogueTestApp;
let cookie: string;

beforeAll(async () => {
  c = await createCatalogueTestApp(30);
  cookie = await c.signInUser();
});
afterAll(() => c?.close());

const post = async (path: string, body: unknown = {}, as = cookie) => {
  const response = await c.t.call(path, { body, cookie: as });
  return { status: response.status, answer: await readAnswer(response) };
};

describe('POST /api/products/autocomplete', () => {
  it('suggests up to 10 distinct styles starting with the text, any case', async () => {
    const styles = [...new Set(c.products.map((p) => p.style))].sort();
    for (const prefix of ['AP', 'POP', styles[0]!.slice(0, 1)]) {
      const matching = styles.filter((s) => s.startsWith(prefix));
      const { status, answer } = await post(`/api/products/autocomplete/styles/${prefix.toLowerCase()}`);
      expect(status).toBe(200);
      expect(answer.data).toEqual(matching.slice(0, 10));
    }
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await post('/api/products/autocomplete/styles/%25')).answer.data).toEqual([]);
  });

  it("suggests a style's colours, narrowed by the start of a colour code", async () => {
    const product = c.products.find((p) => c.products.filter((q) => q.style === p.style).length > 1)!;
    const colours = c.products
      .filter((p) => p.style === product.style)
      .map((p) => p.styleColorId)
      .sort();
    expect((await post(`/api/products/autocomplete/colors/${product.style}`)).answer.data).toEqual(colours);
    const narrowed = colours.filter((id) => id.startsWith(`${product.style}_${product.color[0]}`));
    expect((await post(`/api/products/autocomplete/colors/${product.style}_${product.color[0]}`)).answer.data).toEqual(
      narrowed,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await post('/api/products/autocomplete/styles/1', {}, '')).status).toBe(401);
  });
});

describe('POST /api/products/validate', () => {
  it('answers a status per row', async () => {
    const footwear = c.products.find((p) => p.productType === 'Footwear')!;
    const apparel = c.products.find((p) => p.productType === 'Apparel')!;
    const { status, answer } = await post('/api/products/validate', {
      products: [
        { style: footwear.style, color: footwear.color.toLowerCase() },
        { style: apparel.style, color: apparel.color },
        { style: 'NOPE', color: 'X' },
      ],
    });
    expect(status).toBe(200);
    expect(answer.message).toBe('OK');
    expect(answer.data.map((row: { status: string }) => row.status)).toEqual([
      'found',
      'Product Type is not correct',
      'Style/Color Not Found',
    ]);
  });

  it("tells each found style-colour's line status at a location, null where it is not sold (import checks)", async () => {
    const euOnly = c.products.find(
      (p) => p.locations.some((l) => l.code === 'EU') && !p.locations.some((l) => l.code === 'US'),
    );
    const us = c.products.find((p) => p.locations.some((l) => l.code === 'US'))!;
    const rows = [us, ...(euOnly ? [euOnly] : [])].map((p) => ({ style: p.style, color: p.color }));
    const { answer } = await post('/api/products/validate', {
      productType: us.productType,
      products: rows,
      locationCode: 'US',
    });
    expect(answer.data[0].lineStatus).toBe(us.locations.find((l) => l.code === 'US')!.lineStatus);
    if (euOnly) expect(answer.data[1].lineStatus).toBeNull();
  });

  it('answers No Products for an empty list', async () => {
    expect((await post('/api/products/validate', { products: [] })).answer).toEqual({
      message: 'No Products',
      data: [],
    });
  });

  it('answers 400 naming the field for a bad row', async () => {
    const { status, answer } = await post('/api/products/validate', { products: [{ style: '' }] });
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain('products');
  });
});

describe('POST /api/products/colors', () => {
  it('lists every colour of each style of the product type, leaving out unknown styles and other types', async () => {
    const footwear = c.products.find((p) => p.productType === 'Footwear')!;
    const apparel = c.products.find((p) => p.productType === 'Apparel')!;
    const colours = c.products
      .filter((p) => p.style === footwear.style)
      .map((p) => p.color)
      .sort();
    const { status, answer } = await post('/api/products/colors', {
      productType: 'Footwear',
      styles: [footwear.style.toLowerCase(), apparel.style, 'NOPE'],
    });
    expect(status).toBe(200);
    expect(answer.data).toEqual({ [footwear.style]: colours });
  });

  it('answers 400 for too many styles', async () => {
    const styles = Array.from({ length: 1_001 }, (_, index) => `S${index}`);
    expect((await post('/api/products/colors', { styles })).status).toBe(400);
  });
});
