import { documentLabels, formatMoney, formatPickerDate, type Product } from '@stride/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countPdfPages } from '../../test/pdf.js';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { createMemoryStorage } from '../platform/storage/memory-storage.js';
import { createProductImageService } from './image-service.js';
import { createProductsRepository } from './repository.js';
import type { TearsheetContent } from './tearsheet-render.js';
import { createTearsheetService } from './tearsheet-service.js';

describe('GET /api/products/tearsheet/:productType/:style/:color/:locationCode', () => {
  let catalogue: CatalogueTestApp;
  let admin = '';
  let usOnly = '';
  let product: Product;

  const pathOf = (productType: string, style: string, color: string, locationCode: string) =>
    `/api/products/tearsheet/${productType}/${style}/${color}/${locationCode}`;
  const get = (path: string, cookie: string) => catalogue.t.call(path, { cookie });

  beforeAll(async () => {
    catalogue = await createCatalogueTestApp(20);
    admin = await catalogue.signInUser();
    usOnly = await catalogue.signInUser([{ territory: 'NA', businessEntity: 'US', locations: [{ key: 'US' }] }]);
    const found = catalogue.products.find(
      (candidate) => candidate.productType === 'Footwear' && candidate.locations.some((l) => l.code === 'US'),
    );
    if (!found) throw new Error('The generated catalogue has no footwear priced in US');
    product = found;
  });

  afterAll(async () => {
    await catalogue?.close();
  });

  it('answers a one-page pdf as an attachment', async () => {
    const response = await get(pathOf('Footwear', product.style, product.color, 'US'), usOnly);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const filename = `tearsheet-${product.style}_${product.color}.pdf`;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(countPdfPages(pdf)).toBe(1);
  });

  it('accepts the page’s language, and ignores one we do not speak', async () => {
    for (const language of ['pl-PL', 'xx']) {
      const response = await get(
        `${pathOf('Footwear', product.style, product.color, 'US')}?language=${language}`,
        admin,
      );
      expect(response.status).toBe(200);
      expect(countPdfPages(Buffer.from(await response.arrayBuffer()))).toBe(1);
    }
  });

  it('fills the sheet with the location’s prices and dates', async () => {
    const drawn: TearsheetContent[] = [];
    const products = createProductsRepository(catalogue.t.db);
    const tearsheets = createTearsheetService({
      products,
      images: createProductImageService({ products, storage: createMemoryStorage() }),
      render: async (content) => {
        drawn.push(content);
        return Buffer.from('%PDF-');
      },
    });
    const location = product.locations.find((candidate) => candidate.code === 'US')!;
    const request = {
      productType: 'Footwear' as const,
      style: product.style,
      color: product.color,
      locationCode: 'US',
    };
    const { filename } = await tearsheets.render(
      request,
      [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
      'de-DE',
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(filename).toBe(`tearsheet-${product.styleColorId}.pdf`);
    const currency = { currencySymbol: location.currencySymbol, decimalPlaces: location.decimalPlaces };
    expect(drawn[0]).toMatchObject({
      name: product.name,
      styleColorId: product.styleColorId,
      classification: `${product.division} / ${product.gender} / ${product.pillar}`,
      description: product.description,
      features: product.features,
      sizeRange: location.sizeRange,
      sizeScale: product.sizeScale,
      wholesalePrice: formatMoney(location.wholesalePrice, currency),
      suggestedRetail: formatMoney(location.suggestedRetail, currency),
      firstAvailable: formatPickerDate(location.firstAvailDate),
      generated: '11/22/2026',
      labels: { firstAvailable: 'Erstmals verfügbar' },
      lineStatus: `${location.lineStatus} – ${documentLabels['de-DE'].lineStatuses[location.lineStatus]}`,
    });
    expect(drawn[0]?.components[0]).toContain(product.components.color1);
    expect(drawn[0]?.image.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown product or one of another product type', async () => {
    for (const path of [
      pathOf('Footwear', 'NOSUCH1', '000', 'US'),
      pathOf('Apparel', product.style, product.color, 'US'),
    ]) {
      const response = await get(path, admin);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ messageCode: 'ITS_BE_ERROR_NOT_FOUND' });
    }
  });

  it('answers 403 for a location the user may not see', async () => {
    const response = await get(pathOf('Footwear', product.style, product.color, 'EU'), usOnly);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ messageCode: 'ITS_BE_ERROR_FORBIDDEN' });
  });

  it.each([
    ['product type', pathOf('Shoes', 'A1', 'B1', 'US'), 'params.productType'],
    ['style', pathOf('Footwear', 'a-1', 'B1', 'US'), 'params.style'],
    ['location code', pathOf('Footwear', 'A1', 'B1', 'u'), 'params.locationCode'],
  ])('answers 400 for a malformed %s', async (_name, path, field) => {
    const response = await get(path, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageData: { field } });
  });

  it('answers 401 when signed out', async () => {
    expect((await get(pathOf('Footwear', product.style, product.color, 'US'), '')).status).toBe(401);
  });
});
