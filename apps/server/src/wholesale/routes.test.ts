import type { Permission, Product } from '@stride/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueToken } from '../../test/factories.js';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { type JsonCaller, jsonCaller, type TestApp } from '../../test/test-app.js';
import { customers } from '../customers/tables.js';
import { orderLines, orders } from '../orders/tables.js';
import { wholesaleCustomers } from './tables.js';

let catalogue: CatalogueTestApp;
let t: TestApp;
let rep: JsonCaller;
let repCode: string;
let otherRep: JsonCaller;
const tag = uniqueToken('w').toUpperCase();
const usAccount = `${tag}1`;
const caAccount = `${tag}2`;
const wholesalePermission: Permission[] = [{ domain: 'wholesaleOrders', role: 'REP' }];
const us = [{ territory: 'US-WEST', businessEntity: 'DOMESTIC', locations: [{ key: 'US' }] }];

const signedInRep = async (wof = true) => {
  const user = await createUser(t.db, {
    permissions: wholesalePermission,
    wof: { access: wof, country: 'USA' },
    userTBEs: us,
  });
  return { user, caller: await jsonCaller(t, user) };
};

/** A style offered at US with an A, R or O colour in stock: what a domestic US order may add. */
const domesticUsStyle = (products: Product[]) =>
  products.find((product) =>
    product.locations.some(
      (location) =>
        location.code === 'US' && ['A', 'R', 'O'].includes(location.lineStatus) && location.totalInventory > 0,
    ),
  )!;

beforeAll(async () => {
  catalogue = await createCatalogueTestApp(40);
  t = catalogue.t;
  const first = await signedInRep();
  rep = first.caller;
  repCode = first.user.userCode;
  otherRep = (await signedInRep()).caller;
  await t.db.insert(customers).values([
    { accountNumber: usAccount, name: `Harbor Sports ${tag}`, city: 'Boston', country: 'USA', territory: 'US-EAST' },
    { accountNumber: caAccount, name: `Maple Sports ${tag}`, city: 'Toronto', country: 'CAN', territory: 'CA-EAST' },
  ]);
  const base = {
    termsInfo: [
      { code: '30', description: 'Net 30' },
      { code: '02', description: 'Reduced' },
    ],
    packCodes: ['M6', 'S1'],
    repUserCode: repCode,
  };
  await t.db.insert(wholesaleCustomers).values([
    {
      ...base,
      accountNumber: usAccount,
      email: 'buyer@harbor.example',
      region: 'usa',
      currency: 'USD',
      defaults: [{ store: '001', divisionId: null, daysOut: 30, term: '30' }],
      repNumber: 'US-9',
    },
    {
      ...base,
      accountNumber: caAccount,
      email: 'buyer@maple.example',
      region: 'can',
      currency: 'CAD',
      repNumber: 'CA-9',
    },
  ]);
});
afterAll(() => catalogue?.close());

describe('wholesale customers', () => {
  it("finds the rep's own customers by name, in a region when asked", async () => {
    const found = await rep.call('/api/orders/wof/customer/name/autocomplete', { body: { name: `sports ${tag}` } });
    expect(found.status).toBe(200);
    expect(found.answer.map((option: { name: string }) => option.name)).toEqual([
      `Harbor Sports ${tag}`,
      `Maple Sports ${tag}`,
    ]);
    expect(found.answer[0]).toMatchObject({
      id: usAccount,
      email: 'buyer@harbor.example',
      region: 'usa',
      currency: 'USD',
    });
    const canadian = await rep.call('/api/orders/wof/customer/name/autocomplete', {
      body: { name: tag, region: 'can' },
    });
    expect(canadian.answer.map((option: { id: string }) => option.id)).toEqual([caAccount]);
    // Another rep does not serve these accounts.
    expect((await otherRep.call('/api/orders/wof/customer/name/autocomplete', { body: { name: tag } })).answer).toEqual(
      [],
    );
  });

  it('answers the details only with e-mail, region and id, and only when they match the account', async () => {
    const details = await rep.call('/api/orders/wof/customer/details', {
      body: { email: 'BUYER@harbor.example', region: 'usa', id: usAccount },
    });
    expect(details.status).toBe(200);
    expect(details.answer).toMatchObject({
      customer: {
        id: usAccount,
        name: `Harbor Sports ${tag}`,
        currency: 'USD',
        address: { country: 'USA' },
        defaults: [{ store: '001', daysOut: 30, term: '30' }],
        termsInfo: [{ code: '30' }, { code: '02' }],
      },
      packCodes: ['M6', 'S1'],
      termsByCountry: { USA: '30' },
    });
    const missing = await rep.call('/api/orders/wof/customer/details', { body: { region: 'usa', id: usAccount } });
    expect(missing.status).toBe(400);
    expect(missing.answer.messageCode).toBe('ITS_BE_ERROR_INVALID_INPUT');
    const wrongRegion = await rep.call('/api/orders/wof/customer/details', {
      body: { email: 'buyer@harbor.example', region: 'eur', id: usAccount },
    });
    expect(wrongRegion.status).toBe(404);
    const notTheirs = await otherRep.call('/api/orders/wof/customer/details', {
      body: { email: 'buyer@harbor.example', region: 'usa', id: usAccount },
    });
    expect(notTheirs.status).toBe(404);
  });

  it("answers the caller's rep numbers", async () => {
    expect((await rep.call('/api/orders/wof/rep', { method: 'POST' })).answer).toEqual({
      repNumbers: ['CA-9', 'US-9'],
    });
    expect((await otherRep.call('/api/orders/wof/rep', { method: 'POST' })).answer).toEqual({ repNumbers: [] });
  });

  it('refuses people without the wholesale order form flag (403) and the signed-out (401)', async () => {
    const { caller } = await signedInRep(false);
    expect((await caller.call('/api/orders/wof/rep', { method: 'POST' })).status).toBe(403);
    expect((await t.call('/api/orders/wof/rep', { method: 'POST' })).status).toBe(401);
  });
});

describe('wholesale styles', () => {
  it('autocompletes styles the region offers from what was typed, 10 at most', async () => {
    const product = domesticUsStyle(catalogue.products);
    const prefix = product.style.slice(0, 2);
    const found = await rep.call(`/api/orders/wof/style/autocomplete/usa/domestic/${usAccount}/${prefix}`);
    expect(found.status).toBe(200);
    expect(found.answer.length).toBeGreaterThan(0);
    expect(found.answer.length).toBeLessThanOrEqual(10);
    expect(found.answer.every((option: { style: string }) => option.style.startsWith(prefix))).toBe(true);
    expect(found.answer).toContainEqual(expect.objectContaining({ style: product.style, name: product.name }));
    expect((await rep.call(`/api/orders/wof/style/autocomplete/mars/domestic/${usAccount}/${prefix}`)).status).toBe(
      400,
    );
    expect((await otherRep.call(`/api/orders/wof/style/autocomplete/usa/domestic/${usAccount}/${prefix}`)).status).toBe(
      404,
    );
  });

  it("answers a style's colours with sizes and prices keyed country/currency and /currency", async () => {
    const product = domesticUsStyle(catalogue.products);
    const location = product.locations.find((entry) => entry.code === 'US')!;
    const answer = await rep.call('/api/orders/wof/style', {
      body: { region: 'usa', origin: 'domestic', currency: 'usd', customer: usAccount, style: product.style },
    });
    expect(answer.status).toBe(200);
    const color = answer.answer.colors.find((entry: { color: string }) => entry.color === product.color);
    expect(color).toMatchObject({
      lineStatus: location.lineStatus,
      sizes: [...new Set(product.availability.map((entry) => entry.size))],
      prices: { '/USD': location.originalCost, 'USA/USD': location.wholesalePrice },
      activeLine: product.productType !== 'Apparel',
    });
  });

  it("says 'No style/color data found' for a style without colours, and 400 for another currency", async () => {
    const none = await rep.call('/api/orders/wof/style', {
      body: { region: 'usa', origin: 'import', currency: 'USD', customer: usAccount, style: 'NOSUCH' },
    });
    expect(none.status).toBe(404);
    expect(none.answer.message).toBe('No style/color data found');
    const currency = await rep.call('/api/orders/wof/style', {
      body: { region: 'usa', origin: 'import', currency: 'EUR', customer: usAccount, style: '1' },
    });
    expect(currency.status).toBe(400);
    expect(currency.answer.messageData).toMatchObject({ field: 'currency', currency: 'USD' });
  });

  it('lists every style of the region with its colour count; import offers at least what domestic does', async () => {
    const domestic = await rep.call('/api/orders/wof/styles/usa/domestic/USD');
    const imported = await rep.call('/api/orders/wof/styles/usa/import/USD');
    expect(domestic.status).toBe(200);
    expect(imported.answer.length).toBeGreaterThanOrEqual(domestic.answer.length);
    expect(domestic.answer).toContainEqual(
      expect.objectContaining({ style: domesticUsStyle(catalogue.products).style, colorCount: expect.any(Number) }),
    );
    expect((await rep.call('/api/orders/wof/styles/eur/import/USD')).status).toBe(400);
  });
});

describe('POST /api/order-documents/xlsx', () => {
  it("downloads the rep's wholesale order as a workbook with its lines, sizes and totals", async () => {
    const customer = {
      id: usAccount,
      name: `Harbor Sports ${tag}`,
      currency: 'USD',
      address: { country: 'USA' },
      defaults: [],
      termsInfo: [],
    };
    const [order] = await t.db
      .insert(orders)
      .values({
        type: 'WHOLESALE',
        status: 'DRAFT',
        approvalStatus: 'PENDING',
        productType: 'Footwear',
        requesterCode: repCode,
        requesterName: 'Test Rep',
        fields: { customer, po: 'PO-7' },
      })
      .returning();
    const line = (style: string, sizes: Record<string, number>, unitPrice: number | null, status = 'A') => ({
      orderId: order!.id,
      position: 0,
      status,
      fields: {
        style,
        color: 'BLK',
        name: `Runner ${style}`,
        sizes,
        unitPrice,
        prices: { '/USD': 20 },
        discount: 10,
        startDate: null,
        endDate: null,
      } as never,
    });
    await t.db
      .insert(orderLines)
      .values([
        line('10001', { '9': 2, '10': 4 }, 50),
        line('10002', { '8': 1 }, null),
        line('10003', { '7': 9 }, 1, 'Deleted'),
      ]);

    const response = await t.call('/api/order-documents/xlsx', { body: { orderId: order!.id }, cookie: rep.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`wholesale-order-${order!.orderNumber}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const values: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      values.push([...(row.values as unknown[]).slice(1)].map((cell) => cell ?? null));
    });
    expect(values).toContainEqual(['PO', 'PO-7']);
    const header = values.find((row) => row[0] === 'Style')!;
    expect(header).toEqual(expect.arrayContaining(['9', '10', '8', 'Units', 'Unit Price', 'Amount']));
    const styles = values.map((row) => row[0]);
    expect(styles).toContain('10001');
    expect(styles).toContain('10002');
    expect(styles).not.toContain('10003');
    const total = values.find((row) => row[0] === 'Total')!;
    // 6 units at 50 less 10 %, 1 unit at the /USD fallback 20 less 10 %.
    expect(total.filter((cell) => typeof cell === 'number')).toEqual([7, 6 * 50 * 0.9 + 20 * 0.9]);

    const stranger = await t.call('/api/order-documents/xlsx', {
      body: { orderId: order!.id },
      cookie: otherRep.cookie,
    });
    expect(stranger.status).toBe(404);
    const invalid = await t.call('/api/order-documents/xlsx', { body: { orderId: 'nope' }, cookie: rep.cookie });
    expect(invalid.status).toBe(400);

    // Nothing left to export: the export error of part 2 §8.4.
    await t.db.update(orderLines).set({ status: 'Deleted' }).where(eq(orderLines.orderId, order!.id));
    const empty = await t.call('/api/order-documents/xlsx', { body: { orderId: order!.id }, cookie: rep.cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ messageCode: 'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR' });
  });
});
