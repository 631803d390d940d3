import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssortmentCaller,
  type AssortmentTestApp,
  createAssortmentTestApp,
  withLines,
} from '../../test/assortment-fixtures.js';

let c: AssortmentTestApp;
let me: AssortmentCaller;

beforeAll(async () => {
  c = await createAssortmentTestApp();
  me = await c.caller();
});
afterAll(() => c?.close());

describe('PATCH /api/{orgType}/groupsort/batch/{id}', () => {
  it('saves groups, styles and colours in their new order as a batch', async () => {
    const products = c.footwear.slice(0, 3);
    const { answer: created } = await me.call('/api/assortments', {
      body: { title: 'Grouped', products: products.map(({ style, color }) => ({ style, color })) },
    });
    const [a, b, third] = products.map((product) => product.styleColorId);
    const { status, answer } = await me.call(`/api/regular/groupsort/batch/${created._id}`, {
      method: 'PATCH',
      body: {
        baseVersion: created.version,
        groups: ['Hero styles'],
        rows: [
          { id: third, displayGroup: 'Hero styles' },
          { id: a, displayGroup: null },
        ],
      },
    });
    expect(status).toBe(200);
    expect(answer.version).toBe(created.version + 1);
    expect(answer.assortment.displayGroups).toEqual(['Hero styles']);
    const read = withLines(await me.call(`/api/assortments/${created._id}`)).answer;
    expect(read.products.map((row: { id: string; displayGroup: string | null }) => [row.id, row.displayGroup])).toEqual(
      [
        [third, 'Hero styles'],
        [a, null],
        [b, null],
      ],
    );
    const history = (await me.call(`/api/assortments/${created._id}/history`)).answer;
    expect(history[0]).toMatchObject({ sorted: 3, updated: 1, patched: ['displayGroups'] });
  });

  it('answers 404 for another org type and 400 for the reserved group name', async () => {
    const { answer: created } = await me.call('/api/assortments', { body: { title: 'Org' } });
    const body = { baseVersion: created.version, groups: [], rows: [] };
    expect((await me.call(`/api/internal/groupsort/batch/${created._id}`, { method: 'PATCH', body })).status).toBe(404);
    expect((await me.call(`/api/other/groupsort/batch/${created._id}`, { method: 'PATCH', body })).status).toBe(400);
    const reserved = { ...body, groups: ['Uncategorized'] };
    expect(
      (await me.call(`/api/regular/groupsort/batch/${created._id}`, { method: 'PATCH', body: reserved })).status,
    ).toBe(400);
  });
});
