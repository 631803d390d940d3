import type { Product } from '@stride/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { type CatalogueTestApp, createCatalogueTestApp } from '../../test/product-catalogue.js';
import { type JsonCaller, jsonCaller } from '../../test/test-app.js';

let c: CatalogueTestApp;
let both: JsonCaller;
let salesOnly: JsonCaller;
let outsider: JsonCaller;
let style: Product;
let other: Product;

const grant = (libraries?: ('Production' | 'Sales')[]) => ({
  domain: 'sampleInventory' as const,
  role: 'user' as const,
  ...(libraries ? { scopes: { libraries } } : {}),
});
const production = (values: Record<string, unknown> = {}) => ({
  division: style.division,
  style: style.style,
  color: style.color,
  status: 'Active',
  side: 'Left',
  size: '9',
  totalQty: 2,
  bin: 'B-01',
  ...values,
});

beforeAll(async () => {
  c = await createCatalogueTestApp(4);
  [style, other] = c.products as [Product, Product];
  const db = c.t.db;
  both = await jsonCaller(c.t, await createUser(db, { permissions: [grant()] }));
  salesOnly = await jsonCaller(c.t, await createUser(db, { permissions: [grant(['Sales'])] }));
  outsider = await jsonCaller(c.t, await createUser(db, { permissions: [{ domain: 'products', role: 'user' }] }));
});
afterAll(() => c?.close());

describe('sample inventory calls (spec part 2 §7.12)', () => {
  it('creates a sample with onHandQty = totalQty, the creator, and a created event', async () => {
    const { status, answer } = await both.call('/api/sampleInventory', {
      body: { library: 'Production', ...production({ totalQty: 3, moldNum: 'M-1' }) },
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ library: 'Production', subtype: 'Production', totalQty: 3, onHandQty: 3 });
    expect(answer.createdByUser).toMatch(/^Test User/);
    const history = await both.call(`/api/sampleInventoryTracking/Production/${answer._id}`);
    expect(history.answer.data).toMatchObject([{ action: 'created', quantity: 3 }]);
  });

  it('refuses what the import checks refuse: duplicates, missing fields, other library fields, unknown styles', async () => {
    const duplicate = await both.call('/api/sampleInventory', {
      body: { library: 'Production', ...production({ totalQty: 3, moldNum: 'm-1' }) },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.answer.message).toBe('Row 1: Sample Already Exists');
    const missing = await both.call('/api/sampleInventory', { body: { library: 'Production', style: style.style } });
    expect(missing.answer.message).toContain('Missing Required Property');
    const foreign = await both.call('/api/sampleInventory', {
      body: { library: 'Production', ...production({ size: '10', aisle: '4' }) },
    });
    expect(foreign.answer.message).toBe('Row 1: Too Many Sample Properties');
    const unknown = await both.call('/api/sampleInventory', {
      body: { library: 'Production', ...production({ style: 'NOPE' }) },
    });
    expect(unknown.answer.message).toBe('Row 1: Sample Missing Value');
  });

  it('pages in creation order without a sort, filters, sorts and counts', async () => {
    const create = Array.from({ length: 120 }, (_, index) =>
      production({ size: String(100 + index), bin: index % 2 ? 'B-ODD' : 'B-EVEN' }),
    );
    const batch = await both.call('/api/sampleInventory/Production/batch/many', { method: 'PATCH', body: { create } });
    expect(batch.status).toBe(200);
    expect(batch.answer.data).toHaveLength(120);
    const first = await both.call('/api/sampleInventory/Production?startRow=0&endRow=100&totalCount=true');
    expect(first.answer.totalCount).toBe(121);
    expect(first.answer.data).toHaveLength(100);
    expect(first.answer.data.slice(0, 2).map((sample: { size: string }) => sample.size)).toEqual(['9', '100']);
    const second = await both.call('/api/sampleInventory/Production?skip=100&limit=100');
    expect(second.answer.data).toHaveLength(21);
    const sorted = await both.call('/api/sampleInventory/Production?sort=-size&limit=2');
    expect(sorted.answer.data.map((sample: { size: string }) => sample.size)).toEqual(['9', '219']);
    const filtered = await both.call('/api/sampleInventory/Production?keyword=odd&totalCount=true');
    expect(filtered.answer.totalCount).toBe(60);
    const sales = await both.call('/api/sampleInventory/Sales?totalCount=true');
    expect(sales.answer).toEqual({ totalCount: 0, data: [] });
  });

  it('edits with PUT and PATCH, keeping onHandQty = totalQty and naming the editor', async () => {
    const [sample] = (await both.call('/api/sampleInventory/Production?limit=1')).answer.data;
    const patched = await both.call(`/api/sampleInventory/${sample._id}`, { method: 'PATCH', body: { totalQty: 7 } });
    expect(patched.answer).toMatchObject({ totalQty: 7, onHandQty: 7, bin: 'B-01', moldNum: 'M-1' });
    const replaced = await both.call(`/api/sampleInventory/${sample._id}`, {
      method: 'PUT',
      body: production({ totalQty: 5, bin: 'B-02' }),
    });
    expect(replaced.answer).toMatchObject({ totalQty: 5, onHandQty: 5, bin: 'B-02', moldNum: null });
    const cleared = await both.call(`/api/sampleInventory/${sample._id}`, { method: 'PATCH', body: { bin: '' } });
    expect(cleared.status).toBe(400);
    expect(cleared.answer.message).toContain('Missing Required Property');
  });

  it('answers an empty batch with Nothing to do, and rolls a batch back when one row is refused', async () => {
    const empty = await both.call('/api/sampleInventory/Production/batch/many', { method: 'PATCH', body: {} });
    expect(empty).toMatchObject({ status: 400, answer: { message: 'Nothing to do' } });
    const page = (await both.call('/api/sampleInventory/Production?limit=3')).answer.data;
    const refused = await both.call('/api/sampleInventory/Production/batch/many', {
      method: 'PATCH',
      body: { delete: [page[0]._id], update: [{ _id: page[1]._id, patch: { side: 'Pair', bin: '' } }] },
    });
    expect(refused.status).toBe(400);
    expect((await both.call('/api/sampleInventory/Production?totalCount=true')).answer.totalCount).toBe(121);
    const done = await both.call('/api/sampleInventory/Production/batch/many', {
      method: 'PATCH',
      body: { delete: [page[0]._id], update: [{ _id: page[1]._id, patch: { side: 'Pair' } }] },
    });
    expect(done.answer).toMatchObject({ message: 'Success', deleted: [page[0]._id], data: [{ side: 'Pair' }] });
  });

  it("records a quantity changed by an edit or an import's update as a count in the sample's history", async () => {
    const [, sample] = (await both.call('/api/sampleInventory/Production?limit=2')).answer.data;
    const history = async () =>
      (await both.call(`/api/sampleInventoryTracking/Production/${sample._id}`)).answer.data.map(
        (event: { action: string; quantity: number }) => [event.action, event.quantity],
      );
    const before = await history();
    await both.call('/api/sampleInventory/Production/batch/many', {
      method: 'PATCH',
      body: { update: [{ _id: sample._id, patch: { totalQty: sample.totalQty + 4 } }] },
    });
    // Saved again with the same count: nothing was recounted.
    await both.call(`/api/sampleInventory/${sample._id}`, { method: 'PATCH', body: { totalQty: sample.totalQty + 4 } });
    await both.call(`/api/sampleInventory/${sample._id}`, { method: 'PATCH', body: { totalQty: sample.totalQty } });
    expect(await history()).toEqual([['inventory', sample.totalQty], ['inventory', sample.totalQty + 4], ...before]);
  });

  it('validates sheet rows against the library with the spec texts', async () => {
    const rows = [
      { rowNumber: 2, values: production({ size: '101', bin: 'B-ODD' }) },
      { rowNumber: 3, values: production({ size: '500', moldNum: 'X-9' }) },
      { rowNumber: 4, values: production({ size: '500', moldNum: 'X-9' }) },
      {
        rowNumber: 5,
        values: { ...production({ size: '501' }), style: other.style, color: other.color, moldNum: 'M-1' },
      },
      { rowNumber: 6, values: { style: '', bin: '' } },
    ];
    const { answer } = await both.call('/api/sampleInventory/validate/Production', { body: { rows } });
    expect(answer.status).toBe('critical');
    expect(answer.data.map((row: { checks: { text: string }[] }) => row.checks.map((check) => check.text))).toEqual([
      ['Sample Already Exists'],
      ['Duplicate Sample'],
      ['Duplicate Sample'],
      [],
      [],
    ]);
    expect(answer.data.map((row: { match?: unknown }) => row.match)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names the sample a row matches and what the row would change on it', async () => {
    const [sample] = (await both.call('/api/sampleInventory/Production?keyword=B-ODD&limit=1')).answer.data;
    const key = { size: sample.size, bin: sample.bin, status: sample.status, side: sample.side };
    const validate = async (values: Record<string, unknown>) =>
      (await both.call('/api/sampleInventory/validate/Production', { body: { rows: [{ rowNumber: 2, values }] } }))
        .answer.data[0];
    const changed = await validate(production({ ...key, totalQty: sample.totalQty + 3, gender: '' }));
    expect(changed.checks.map((check: { text: string }) => check.text)).toEqual(['Sample Already Exists']);
    expect(changed.match).toEqual({
      _id: sample._id,
      changes: [{ field: 'totalQty', from: String(sample.totalQty), to: String(sample.totalQty + 3) }],
    });
    expect((await validate(production({ ...key, totalQty: sample.totalQty }))).match).toBeUndefined();
  });

  it('autocompletes up to 10 values of a field', async () => {
    const { answer } = await both.call('/api/sampleInventory/autocomplete/Production/size/1');
    expect(answer.data).toHaveLength(10);
    expect(answer.data[0]).toBe('100');
    expect((await both.call('/api/sampleInventory/autocomplete/Production/bin/b-e')).answer.data).toEqual([]);
    expect((await both.call('/api/sampleInventory/autocomplete/Production/bin/B-E')).answer.data).toEqual(['B-EVEN']);
  });

  it('exports the filtered library in the grid columns', async () => {
    const response = await c.t.call('/api/sampleInventory/export/xlsx/Production', {
      cookie: both.cookie,
      body: { filters: { keyword: 'odd' }, columns: ['style', 'size', 'bin'] },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Style', 'Size', 'Bin']);
    expect(sheet?.rowCount).toBe(61);
  });

  it('records rare outs, returns and inventory counts in the tracking history', async () => {
    const [a, b] = (await both.call('/api/sampleInventory/Production?limit=2')).answer.data;
    const out = await both.call(`/api/sampleInventoryTracking/Production/${a._id}`, {
      body: { action: 'out', quantity: 1, note: 'Photo shoot' },
    });
    expect(out.answer.data).toMatchObject([{ action: 'out', quantity: 1, note: 'Photo shoot' }]);
    await both.call('/api/sampleInventoryTracking/Production', {
      body: { action: 'returned', sampleId: a._id, quantity: 1 },
    });
    const counted = await both.call('/api/sampleInventoryTracking/Production', {
      body: {
        action: 'inventory',
        items: [
          { sampleId: a._id, totalQty: 9 },
          { sampleId: b._id, totalQty: 0 },
        ],
      },
    });
    expect(counted.answer.data).toHaveLength(2);
    const history = (await both.call(`/api/sampleInventoryTracking/Production/${a._id}`)).answer.data;
    expect(history.map((event: { action: string }) => event.action)).toEqual([
      'inventory',
      'returned',
      'out',
      'created',
    ]);
    const [after] = (await both.call('/api/sampleInventory/Production?limit=1')).answer.data;
    expect(after).toMatchObject({ totalQty: 9, onHandQty: 9 });
    const wrong = await both.call(`/api/sampleInventoryTracking/Sales/${a._id}`, {
      body: { action: 'out', quantity: 1 },
    });
    expect(wrong.status).toBe(404);
  });

  it('transfers Production samples to a Sales shelf', async () => {
    const [sample] = (await both.call('/api/sampleInventory/Production?limit=1')).answer.data;
    const place = { region: 'US', aisle: '4', direction: 'N', level: '2' };
    const { status, answer } = await both.call('/api/sampleInventory/Sales/transfer', {
      method: 'PATCH',
      body: { samples: [{ _id: sample._id, ...place }] },
    });
    expect(status).toBe(200);
    expect(answer.data).toMatchObject([
      { _id: sample._id, library: 'Sales', quantity: null, bin: sample.bin, ...place },
    ]);
    const again = await both.call('/api/sampleInventory/Sales/transfer', {
      method: 'PATCH',
      body: { samples: [{ _id: sample._id, ...place }] },
    });
    expect(again.status).toBe(404);
    const history = (await both.call(`/api/sampleInventoryTracking/Sales/${sample._id}`)).answer.data;
    expect(history[0]).toMatchObject({ action: 'transferred', note: 'US / 4 / N / 2' });
  });

  it('reads an import sheet for sample inventory users who hold no assortment permission', async () => {
    const read = (cookie: string) =>
      c.t.call('/api/sampleInventory/import/read', {
        rawBody: 'Style,Color,Quantity\n1001,001,2\n',
        cookie,
        headers: { 'content-type': 'text/csv' },
      });
    const response = await read(salesOnly.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      headers: ['Style', 'Color', 'Quantity'],
      rows: [['1001', '001', '2']],
      rowCount: 1,
    });
    expect((await read(outsider.cookie)).status).toBe(403);
  });

  it('checks the library of every call: Sales only, no permission, bad input', async () => {
    expect((await salesOnly.call('/api/sampleInventory/Sales')).status).toBe(200);
    expect((await salesOnly.call('/api/sampleInventory/Production')).status).toBe(403);
    const [sample] = (await both.call('/api/sampleInventory/Production?limit=1')).answer.data;
    expect((await salesOnly.call(`/api/sampleInventory/${sample._id}`, { method: 'PATCH', body: {} })).status).toBe(
      403,
    );
    expect(
      (await salesOnly.call('/api/sampleInventory/Sales/transfer', { method: 'PATCH', body: { samples: [] } })).status,
    ).toBe(403);
    expect((await outsider.call('/api/sampleInventory/Sales')).status).toBe(403);
    expect((await c.t.call('/api/sampleInventory/Sales')).status).toBe(401);
    expect((await both.call('/api/sampleInventory/Archive')).status).toBe(400);
    expect((await both.call('/api/sampleInventory/Production?sort=secret')).status).toBe(400);
  });
});
